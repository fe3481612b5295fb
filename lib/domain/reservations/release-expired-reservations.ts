import { inTransaction } from "@/lib/db/transaction";
import type { Prisma } from "@/lib/db/client";
import { endHolds } from "./end-holds";

// Prisma's code for a transaction PostgreSQL aborted as a deadlock or write conflict. Two releases
// scanning the same expired rows in different orders can meet that way; one retry settles it.
const WRITE_CONFLICT = "P2034";

export type ExpiredScope = Pick<Prisma.TicketReservationWhereInput, "timeSlotId" | "ticketTypeId">;

/**
 * Marks ACTIVE holds whose expiresAt has passed as EXPIRED and releases their capacity. System-wide
 * for the sweeper and the cron route; narrowed to one slot or ticket type when a full one is about to
 * refuse a request. Returns how many holds it released.
 */
export async function releaseExpiredReservations(scope: ExpiredScope = {}, now = new Date()): Promise<{ released: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const released = await inTransaction(undefined, (tx) => endHolds(tx, { ...scope, expiresAt: { lte: now } }, "EXPIRED", now));
      return { released };
    } catch (error) {
      if (attempt >= 3 || (error as { code?: unknown }).code !== WRITE_CONFLICT) throw error;
    }
  }
}
