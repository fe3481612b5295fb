"use client";

import styles from "./scanner.module.css";
import type { OfflineDoor } from "./use-offline-door";

const clock = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });

/** Whether the door is checking on the phone, how many scans wait to be sent, and what the last sending found. */
export function OfflineStatus({ door }: { door: OfflineDoor }) {
  const listFrom = door.listFrom ? clock.format(new Date(door.listFrom)) : null;
  const waiting = door.waiting === 1 ? "1 scan waits to be sent" : `${door.waiting} scans wait to be sent`;
  if (!door.online) {
    return (
      <p className={styles.offline} role="status" data-state="offline">
        <strong>Offline</strong> — checking codes on this phone{listFrom ? ` with the list from ${listFrom}` : ""}. {waiting}.
        {door.supported ? null : " This browser cannot check signatures itself: connect to keep admitting."}
      </p>
    );
  }
  if (door.waiting > 0) {
    return (
      <p className={styles.offline} role="status" data-state="sending">
        Back online: {waiting}…
      </p>
    );
  }
  if (door.lastSync) {
    const { admitted, refused, conflicts } = door.lastSync;
    return (
      <p className={styles.synced} role="status" data-state="sent">
        Offline scans sent: {admitted} admitted, {refused} refused{conflicts > 0 ? `, ${conflicts} admitted twice (staff see them under offline scans)` : ""}.
      </p>
    );
  }
  return null;
}
