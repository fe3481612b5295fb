import { setting, type SettingsSource } from "@/lib/config/settings";
import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import { calendarDay } from "@/lib/domain/memberships/membership-standing";
import { startOfDay } from "@/lib/domain/shared/zoned-day";
import { logger } from "@/lib/log/logger";
import type { BackgroundRounds } from "@/lib/process/repeat-rounds";
import { endVisit, openVisitSelect, toOpenVisit } from "./check-out";

// Visits never scanned out (docs/admission.md, "Who is inside now") are closed at the location's
// closing time: the end of the ticket's slot plus VISIT_CLOSE_AFTER_MINUTES; a visit without a slot
// (a slotless ticket) at the end of its admission's calendar day in the location's zone plus the same.
// Each is ended as an exit would end it (check-out.ts, kind CLOSED), so its place is freed and
// checkout.created is sent. A round reads the open visits that may be due, BATCH at a time, oldest
// first, until none is left: a crowd still inside a long slot never hides an overdue visit behind it.

const BATCH = 500;
const MINUTE_MS = 60_000;

function closingTime(visit: { checkedInAt: Date; ticket: { timeSlot: { endsAt: Date } | null } | null; zone: string }, afterMs: number): Date {
  const slotEnd = visit.ticket?.timeSlot?.endsAt;
  if (slotEnd) return new Date(slotEnd.getTime() + afterMs);
  return new Date(startOfDay(calendarDay(visit.checkedInAt, visit.zone), visit.zone, 1).getTime() + afterMs);
}

/**
 * Open visits that may be due at `now`: a slot's visit once the slot ended `afterMs` ago; any other
 * once it began `afterMs` ago (its day's end comes later still, checked by closingTime).
 */
function mayBeDue(now: Date, afterMs: number) {
  const dueBy = new Date(now.getTime() - afterMs);
  return {
    checkedOutAt: null,
    locationId: { not: null },
    checkedInAt: { lt: now },
    OR: [{ ticket: { timeSlot: { endsAt: { lte: dueBy } } } }, { ticket: { timeSlotId: null }, checkedInAt: { lt: dueBy } }, { ticketId: null, checkedInAt: { lt: dueBy } }],
  };
}

type Cursor = { checkedInAt: Date; id: string };

/** The next BATCH visits that may be due, after `cursor` in (checkedInAt, id) order. */
function visitsMayBeDue(now: Date, afterMs: number, cursor: Cursor | null) {
  const past = cursor ? { AND: [{ OR: [{ checkedInAt: { gt: cursor.checkedInAt } }, { checkedInAt: cursor.checkedInAt, id: { gt: cursor.id } }] }] } : {};
  return db().checkIn.findMany({
    where: { ...mayBeDue(now, afterMs), ...past },
    orderBy: [{ checkedInAt: "asc" }, { id: "asc" }],
    take: BATCH,
    select: { ...openVisitSelect, ticket: { select: { ticketType: { select: { reentry: true } }, timeSlot: { select: { endsAt: true } } } } },
  });
}

/** Closes the visits whose closing time has passed; answers how many. */
export async function closeOverdueVisits({ now = new Date(), afterMinutes }: { now?: Date; afterMinutes: number }): Promise<number> {
  const afterMs = afterMinutes * MINUTE_MS;
  let closed = 0;
  let cursor: Cursor | null = null;
  for (;;) {
    const open = await visitsMayBeDue(now, afterMs, cursor);
    if (open.length === 0) return closed;
    const zones = new Map(
      (await db().location.findMany({ where: { id: { in: [...new Set(open.map((visit) => visit.locationId!))] } }, select: { id: true, timezone: true } })).map((l) => [l.id, l.timezone]),
    );
    for (const visit of open) {
      const closeAt = closingTime({ ...visit, zone: zones.get(visit.locationId!) ?? "UTC" }, afterMs);
      if (closeAt > now) continue;
      const { ticket, ...rest } = visit;
      const ended = await inTransaction(undefined, (tx) =>
        endVisit(tx, { museumId: visit.museumId }, toOpenVisit({ ...rest, ticket: ticket && { ticketType: ticket.ticketType } }), { at: closeAt, kind: "CLOSED", entrance: null }),
      );
      if (ended) closed += 1;
    }
    if (open.length < BATCH) return closed;
    const last = open[open.length - 1]!;
    cursor = { checkedInAt: last.checkedInAt, id: last.id };
  }
}

/** `npm start` closes overdue visits in-process, every VISIT_CLOSE_SECONDS (0 turns it off). */
export const visitClosingRounds: BackgroundRounds = {
  name: "visit closing",
  interval: "VISIT_CLOSE_SECONDS",
  prepare(env: SettingsSource) {
    const afterMinutes = setting("VISIT_CLOSE_AFTER_MINUTES", env);
    const round = async () => {
      const closed = await closeOverdueVisits({ afterMinutes });
      if (closed > 0) logger.info("closed visits never scanned out", { closed });
    };
    return { round };
  },
};
