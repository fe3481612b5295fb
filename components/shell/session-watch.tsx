"use client";

import { useCallback, useEffect, useState } from "react";
import { signInPath } from "@/lib/dashboard/return-path";
import { renewSession, SESSION_ENDED_EVENT, SESSION_WARNING_MS, sessionStatus, type SessionStatus } from "@/lib/dashboard/session-status";
import styles from "./shell.module.css";

// Watches the dashboard session so that its end never costs work (docs/dashboard.md, "Sessions"):
// five minutes before it ends the page says so and offers to stay signed in; once it has ended, the
// page stays as it is (forms keep drafts, components/forms/use-form-draft.ts) and offers to sign in
// again, which comes back to this page. It asks the server at those moments rather than trusting the
// timer alone: another tab may have renewed the session, or signed out.

type Phase = "on" | "ending" | "ended";

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });

/** `endsInMs`: how long the session had left when the page was made (the server's clock). */
export function SessionWatch({ endsInMs }: { endsInMs: number }) {
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
    // Already within the warning when the page opened: ask at once, for the time the banner names.
    // Past the moment without an answer (Foyer out of reach): ask again every so often.
    const delay = deadline === null && phase === "ending" ? 0 : wait > 0 ? wait + 500 : 15_000;
    const timer = window.setTimeout(check, delay);
    return () => window.clearTimeout(timer);
  }, [deadline, phase, checks, check, endsInMs]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    window.addEventListener(SESSION_ENDED_EVENT, check);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener(SESSION_ENDED_EVENT, check);
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
        <p>
          Your session ends at {clock.format(deadline)}. Stay signed in to keep working; what you have typed stays on this page either way.
        </p>
        <button className="button button-primary" type="button" onClick={stay} disabled={renewing}>
          {renewing ? "Renewing…" : "Stay signed in"}
        </button>
      </div>
    );
  }
  if (phase === "ended") {
    return (
      <div className={`alert alert-warning ${styles.sessionBanner}`} role="alert">
        <p>Your session has ended. What you typed on this page is kept on this device: sign in again to come back to it.</p>
        <a className="button button-primary" href={signInPath(here)}>
          Sign in again
        </a>
      </div>
    );
  }
  return null;
}
