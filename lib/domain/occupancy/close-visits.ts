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
// checkout.created is sent. A round reads at most BATCH open visits, oldest first.

const BATCH = 500;
const MINUTE_MS = 60_000;

function closingTime(visit: { checkedInAt: Date; ticket: { timeSlot: { endsAt: Date } | null } | null; zone: string }, afterMs: number): Date {
  const slotEnd = visit.ticket?.timeSlot?.endsAt;
  if (slotEnd) return new Date(slotEnd.getTime() + afterMs);
  return new Date(startOfDay(calendarDay(visit.checkedInAt, visit.zone), visit.zone, 1).getTime() + afterMs);
}

/** Closes the visits whose closing time has passed; answers how many. */
export async function closeOverdueVisits({ now = new Date(), afterMinutes }: { now?: Date; afterMinutes: number }): Promise<number> {
  const open = await db().checkIn.findMany({
    where: { checkedOutAt: null, locationId: { not: null }, checkedInAt: { lt: now } },
    orderBy: [{ checkedInAt: "asc" }, { id: "asc" }],
    take: BATCH,
    select: { ...openVisitSelect, ticket: { select: { ticketType: { select: { reentry: true } }, timeSlot: { select: { endsAt: true } } } } },
  });
  if (open.length === 0) return 0;
  const zones = new Map(
    (await db().location.findMany({ where: { id: { in: [...new Set(open.map((visit) => visit.locationId!))] } }, select: { id: true, timezone: true } })).map((l) => [l.id, l.timezone]),
  );
  let closed = 0;
  for (const visit of open) {
    const closeAt = closingTime({ ...visit, zone: zones.get(visit.locationId!) ?? "UTC" }, afterMinutes * MINUTE_MS);
    if (closeAt > now) continue;
    const { ticket, ...rest } = visit;
    const ended = await inTransaction(undefined, (tx) =>
      endVisit(tx, { museumId: visit.museumId }, toOpenVisit({ ...rest, ticket: ticket && { ticketType: ticket.ticketType } }), { at: closeAt, kind: "CLOSED", entrance: null }),
    );
    if (ended) closed += 1;
  }
  return closed;
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
