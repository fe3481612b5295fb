"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import styles from "./today.module.css";

// Today's "Live" line (docs/dashboard.md, "Today"). Polls come every second, so figures older than
// STALE_AFTER_MS mean the page is no longer hearing from Foyer: a hanging request says so as surely
// as a failed one, and the browser's own offline event says so at once.
const STALE_AFTER_MS = 3_000;

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function useBrowserOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

/** "Live · updated …" while polls succeed; "Offline" within about 5 s of the last figures that arrived. */
export function LiveStatus({ updatedAt, error }: { updatedAt: number; error: string | null }) {
  const now = useNow(500);
  const online = useBrowserOnline();
  const t = useTranslations("LiveStatus");
  const locale = useDisplayLocale();
  if (!updatedAt && !error) return <p className={styles.live}>{t("loading")}</p>;
  const stale = !online || error !== null || now - updatedAt > STALE_AFTER_MS;
  const since = updatedAt ? new Date(updatedAt).toLocaleTimeString(locale) : null;
  const text = !stale ? t("live", { time: since ?? "" }) : `${since ? t("offlineSince", { time: since }) : t("offline")}${online && error ? ` (${error})` : ""}`;
  // Only the change between live and offline is announced, not the time ticking every second.
  return (
    <p className={styles.live} data-live={!stale}>
      <span className={styles.liveDot} data-stale={stale} aria-hidden="true" />
      {text}
      <span className="visually-hidden" role="status">
        {stale ? t("offlineAnnounced") : t("liveAnnounced")}
      </span>
    </p>
  );
}
