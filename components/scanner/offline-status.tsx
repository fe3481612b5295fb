"use client";

import { useTranslations } from "use-intl";
import { timeIn } from "@/lib/dashboard/calendar-day";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import styles from "./scanner.module.css";
import type { OfflineDoor } from "./use-offline-door";

/**
 * Whether the door is checking on the phone, how many scans wait to be sent, and what the last sending
 * found: amber while anything needs attention (offline, waiting, signed out, conflicts), green only for
 * a sending without conflicts.
 */
export function OfflineStatus({ door, signInHref }: { door: OfflineDoor; signInHref: string }) {
  const t = useTranslations("OfflineStatus");
  const locale = useDisplayLocale();
  const listFrom = door.listFrom ? timeIn(new Date(door.listFrom), door.museumTimeZone ?? undefined, locale) : null;
  const waiting = t("waiting", { count: door.waiting });
  if (door.signedOut) {
    return (
      <div className={styles.offline} role="alert" data-state="signed-out">
        <p>
          <strong>{t("signedOut")}</strong> {door.waiting > 0 ? t("signedOutWaiting", { waiting }) : t("signedOutNothingWaiting")}
        </p>
        <a className={styles.noticeLink} href={signInHref}>
          {t("signIn")}
        </a>
      </div>
    );
  }
  if (!door.online) {
    return (
      <p className={styles.offline} role="status" data-state="offline">
        <strong>{t("offline")}</strong> — {listFrom ? t("checkingWithList", { time: listFrom }) : t("checking")}. {waiting}.
        {door.supported ? null : ` ${t("unsupported")}`}
      </p>
    );
  }
  if (door.waiting > 0) {
    return (
      <p className={styles.offline} role="status" data-state="sending">
        {t("backOnline", { waiting })}
      </p>
    );
  }
  if (door.lastSync) {
    const { admitted, refused, conflicts } = door.lastSync;
    return (
      <p className={conflicts > 0 ? styles.offline : styles.synced} role="status" data-state="sent" data-conflicts={conflicts > 0 ? "yes" : "no"}>
        {t("sent", { admitted, refused })}
        {conflicts > 0 ? t("conflicts", { conflicts }) : ""}.
      </p>
    );
  }
  return null;
}
