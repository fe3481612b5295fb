import { databaseProvider, db, withSqliteConnection } from "@/lib/db/client";
import { logger } from "@/lib/log/logger";
import type { BackgroundRounds } from "@/lib/process/repeat-rounds";
import { eraseFormerMembers } from "./former-members";
import { removeVisitorDetails } from "./visitor-details";

// The round that removes visitors' and former members' details on each museum's schedule
// (docs/operations.md, "Visitors' details"). It ticks with the expiry sweep (every EXPIRY_SWEEP_SECONDS,
// off with 0, as all retention is) and works at most hourly, the first tick after a start at once.
// Several processes may run it at once: each order is changed once (visitor-details.ts), and erasing
// a customer already erased counts zeros.

const EVERY_MS = 3_600_000;

export interface PersonalDataRemoval {
  orders: number;
  formerMembers: number;
}

/** One pass over every museum that removes details (orderDetailsRetentionDays > 0). */
export async function removeDuePersonalData(now = new Date()): Promise<PersonalDataRemoval> {
  const museums = await db().museum.findMany({ where: { orderDetailsRetentionDays: { gt: 0 } }, select: { id: true, orderDetailsRetentionDays: true } });
  const result: PersonalDataRemoval = { orders: 0, formerMembers: 0 };
  for (const museum of museums) {
    result.orders += await removeVisitorDetails(museum.id, museum.orderDetailsRetentionDays, now);
    result.formerMembers += await eraseFormerMembers(museum.id, museum.orderDetailsRetentionDays, now);
  }
  // As after an erasure: the write-ahead log still holds the pages as they were, so copy it into the
  // database file (where secure_delete zeroed the old values) and empty it.
  if (result.orders > 0 && databaseProvider() === "sqlite") await withSqliteConnection((connection) => connection.pragma("wal_checkpoint(TRUNCATE)"));
  return result;
}

/** Ticks beside the expiry sweep and works at most hourly. */
export const personalDataRounds: BackgroundRounds = {
  name: "personal data removal",
  interval: "EXPIRY_SWEEP_SECONDS",
  prepare() {
    let doneAt = 0;
    const round = async () => {
      if (Date.now() - doneAt < EVERY_MS) return;
      doneAt = Date.now();
      const removed = await removeDuePersonalData();
      if (removed.orders + removed.formerMembers > 0) logger.info("removed personal data on schedule", { ...removed });
    };
    return { round };
  },
};
