"use client";

import { useTranslations } from "use-intl";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import styles from "./scanner.module.css";
import type { OfflineDoor } from "./use-offline-door";

/** Whether the door is checking on the phone, how many scans wait to be sent, and what the last sending found. */
export function OfflineStatus({ door }: { door: OfflineDoor }) {
  const t = useTranslations("OfflineStatus");
  const locale = useDisplayLocale();
  const listFrom = door.listFrom ? new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(new Date(door.listFrom)) : null;
  const waiting = t("waiting", { count: door.waiting });
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
      <p className={styles.synced} role="status" data-state="sent">
        {t("sent", { admitted, refused })}
        {conflicts > 0 ? t("conflicts", { conflicts }) : ""}.
      </p>
    );
  }
  return null;
}
