"use client";

import { useTranslations } from "use-intl";
import { timeIn } from "@/lib/dashboard/calendar-day";
import type { DoorConflict } from "@/lib/dashboard/door-conflicts";
import { deviceId } from "@/lib/dashboard/door/offline-queue";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import styles from "./scanner.module.css";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { nameForLanguage } from "@/lib/i18n/translated-name";

// Tells the door person of each conflict this phone was part of (docs/admission.md, "Offline"), in
// amber, never green: a visitor let in twice, or let in offline although the ticket no longer admitted.
// Staff who can use the dashboard follow them up on its Door conflicts page.

const USED = new Set(["ALREADY_CHECKED_IN", "MEMBERSHIP_ALREADY_USED_TODAY"]);
const REASONS = ["TICKET_VOIDED", "TICKET_WRONG_DAY", "TICKET_SLOT_NOT_OPEN", "MEMBERSHIP_EXPIRED", "MEMBERSHIP_NOT_YET_VALID", "MEMBERSHIP_CANCELLED", "MEMBERSHIP_NOT_BOOKED"] as const;

export function ConflictNotice({ conflicts, museumId, canUseDashboard, onRead }: { conflicts: DoorConflict[]; museumId: string; canUseDashboard: boolean; onRead: () => void }) {
  const t = useTranslations("DoorScanner.conflicts");
  const locale = useDisplayLocale();
  if (conflicts.length === 0) return null;
  const thisPhone = deviceId();
  const where = (entrance: string | null, device: string | null, online: boolean) => {
    const who = online ? t("online") : device === thisPhone ? t("thisPhone") : (device ?? t("anotherDoor"));
    return entrance ? t("entranceAndDevice", { entrance, device: who }) : who;
  };

  function line(conflict: DoorConflict): string {
    const at = (iso: string) => timeIn(new Date(iso), conflict.timeZone, locale);
    const visitor = t("visitor", { name: conflict.visitorName ?? t("noName"), admits: nameForLanguage(conflict.admits, conflict.admitsTranslations, locale) });
    const scan = { time: at(conflict.scan.scannedAt), where: where(conflict.scan.entrance, conflict.scan.deviceId, false) };
    if (USED.has(conflict.reason) && conflict.earlier) {
      const earlier = { time: at(conflict.earlier.at), where: where(conflict.earlier.entrance, conflict.earlier.deviceId, conflict.earlier.deviceId === null) };
      return t("twice", { visitor, first: `${earlier.time} (${earlier.where})`, second: `${scan.time} (${scan.where})` });
    }
    const reason = (REASONS as readonly string[]).includes(conflict.reason) ? t(`reason.${conflict.reason as (typeof REASONS)[number]}`) : conflict.reason;
    return t("admittedAnyway", { visitor, time: scan.time, where: scan.where, reason });
  }

  const zones = [...new Set(conflicts.map((conflict) => zoneInWords(conflict.timeZone, locale)))];
  return (
    <div className={styles.attention} role="alert" data-state="conflicts">
      <p>
        <strong>{t("title", { count: conflicts.length })}</strong>
      </p>
      <ul>
        {conflicts.map((conflict) => (
          <li key={conflict.id}>{line(conflict)}</li>
        ))}
      </ul>
      <p>
        {t("zones", { zones: zones.join(", ") })} {canUseDashboard ? null : t("tellStaff")}
      </p>
      <div className={styles.noticeActions}>
        {canUseDashboard ? (
          <a className={styles.noticeLink} href={`/museums/${encodeURIComponent(museumId)}/door-conflicts`}>
            {t("open")}
          </a>
        ) : null}
        <button className={styles.noticeButton} type="button" onClick={onRead}>
          {t("read")}
        </button>
      </div>
    </div>
  );
}
