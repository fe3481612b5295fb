import { inTransaction } from "@/lib/db/transaction";
import { endOrders, type OrderScope } from "@/lib/domain/order-records/end-orders";
import { endHolds } from "./end-holds";

// Prisma's code for a transaction PostgreSQL aborted as a deadlock or write conflict. Two releases
// scanning the same expired rows in different orders can meet that way; one retry settles it.
const WRITE_CONFLICT = "P2034";

/** Which holds to release: all, or those on one slot or one ticket type. */
export type ExpiredScope = OrderScope;

/**
 * Marks holds whose expiresAt has passed as EXPIRED and releases their capacity: ACTIVE reservations
 * and HELD orders (docs/orders.md). System-wide for the sweeper and the cron route; narrowed to one
 * slot or ticket type when a full one is about to refuse a request. Returns how many of each it released.
 */
export async function releaseExpiredHolds(scope: ExpiredScope = {}, now = new Date()): Promise<{ released: number; ordersReleased: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(undefined, async (tx) => {
        const released = await endHolds(tx, { ...scope, expiresAt: { lte: now } }, "EXPIRED", now);
        const ordersReleased = await endOrders(tx, scope, { expiresAt: { lte: now } }, "EXPIRED", now);
        return { released, ordersReleased: ordersReleased.length };
      });
    } catch (error) {
      if (attempt >= 3 || (error as { code?: unknown }).code !== WRITE_CONFLICT) throw error;
    }
  }
}
