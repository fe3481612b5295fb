"use client";

import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { signInPath } from "@/lib/dashboard/return-path";
import { renewSession, SESSION_ENDED_EVENT, SESSION_WARNING_MS, sessionStatus, type SessionStatus } from "@/lib/dashboard/session-status";
import styles from "./shell.module.css";

// Watches the dashboard session so that its end never costs work (docs/dashboard.md, "Sessions"):
// five minutes before it ends the page says so and offers to stay signed in; once it has ended, the
// page stays as it is (forms keep drafts, components/forms/use-form-draft.ts) and offers to sign in
// again, which comes back to this page. It asks the server at those moments rather than trusting the
// timer alone: another tab may have renewed the session, or signed out; and it asks as soon as the
// browser is back online, since a session may have ended while the connection was gone (the door
// scanner works offline for hours, docs/admission.md, "Offline").

type Phase = "on" | "ending" | "ended";

const LONGEST_WAIT_MS = 24 * 60 * 60_000;

/** `endsInMs`: how long the session had left when the page was made (the server's clock). */
export function SessionWatch({ endsInMs }: { endsInMs: number }) {
  const t = useTranslations("SessionWatch");
  const locale = useDisplayLocale();
  // When the session ends on this browser's clock, once the server has been asked; before that, `endsInMs` from now.
  const [deadline, setDeadline] = useState<number | null>(null);
  const [phase, setPhase] = useState<Phase>(endsInMs <= SESSION_WARNING_MS ? "ending" : "on");
  const [checks, setChecks] = useState(0);
  const [renewing, setRenewing] = useState(false);
  const [here, setHere] = useState("/");

  const apply = useCallback((status: SessionStatus) => {
    setChecks((count) => count + 1);
    if (status.signedIn === true) {
      setDeadline(Date.now() + status.endsInMs);
      setPhase(status.endsInMs <= SESSION_WARNING_MS ? "ending" : "on");
    } else if (status.signedIn === false) {
      setHere(`${window.location.pathname}${window.location.search}`);
      setPhase("ended");
    }
  }, []);
  const check = useCallback(async () => apply(await sessionStatus()), [apply]);

  useEffect(() => {
    if (phase === "ended") return;
    const ends = deadline ?? Date.now() + endsInMs;
    const wait = (phase === "on" ? ends - SESSION_WARNING_MS : ends) - Date.now();
    // Already within the warning when the page opened: ask at once (once: a scanner opened offline
    // from its kept page must not ask in a loop), for the time the banner names. Past the moment
    // without an answer (Foyer out of reach): ask again every so often.
    const delay = deadline === null && phase === "ending" && checks === 0 ? 0 : wait > 0 ? wait + 500 : 15_000;
    // Browsers fire a timer longer than about 24.8 days (2^31 ms) at once: a 30-day session asked the
    // server in a tight loop. Asking once a day instead lands on the same moment in the end.
    const timer = window.setTimeout(check, Math.min(delay, LONGEST_WAIT_MS));
    return () => window.clearTimeout(timer);
  }, [deadline, phase, checks, check, endsInMs]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    window.addEventListener(SESSION_ENDED_EVENT, check);
    window.addEventListener("online", check);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener(SESSION_ENDED_EVENT, check);
      window.removeEventListener("online", check);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [check]);

  async function stay() {
    setRenewing(true);
    apply(await renewSession());
    setRenewing(false);
  }

  if (phase === "ending" && deadline !== null) {
    return (
      <div className={`alert alert-warning ${styles.sessionBanner}`} role="alert">
        <p>{t("ending", { time: new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(deadline) })}</p>
        <button className="button button-primary" type="button" onClick={stay} disabled={renewing}>
          {renewing ? t("renewing") : t("stay")}
        </button>
      </div>
    );
  }
  if (phase === "ended") {
    return (
      <div className={`alert alert-warning ${styles.sessionBanner}`} role="alert">
        <p>{t("ended")}</p>
        <a className="button button-primary" href={signInPath(here)}>
          {t("signInAgain")}
        </a>
      </div>
    );
  }
  return null;
}
