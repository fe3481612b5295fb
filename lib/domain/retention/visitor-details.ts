import type { Prisma, Tx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { mentionsAny } from "@/lib/domain/customers/erased-values";
import { getOrder } from "@/lib/domain/order-records/get-order";
import { emitWebhookEvents } from "@/lib/domain/webhook-events/emit-webhook-event";
import { withoutValues } from "./without-values";

// Visitors' details leave on schedule (docs/operations.md, "Visitors' details"): a museum's
// orderDetailsRetentionDays after an order's visit, the order loses its email address (the one personal
// detail an order holds; the name lives on its customer), and so do the outbox emails sent for it, its
// audit entries, its webhook deliveries and the stored API answers holding the address; a group
// visit also loses its leader's name (docs/orders.md, "Group visits"). Its lines,
// tickets, totals and check-ins stay, so counts, revenue and reports do not change. The order's "visit
// day" is the end of its latest time slot (its own, or any of its tickets'), or when it was made if it
// has none. An address that another kept record of the museum still holds (a customer, an order whose
// visit is more recent) is removed only from what belongs to the order.

export const DAY_MS = 86_400_000;
const BATCH = 500;
export const REMOVED_TEXT = "(removed)";

/** Orders of the museum whose visit ended before `cutoff` and that still hold an address or a group leader's name. */
export function ordersDueWhere(museumId: string, cutoff: Date): Prisma.OrderWhereInput {
  return {
    museumId,
    personalDataRemovedAt: null,
    AND: [
      { OR: [{ email: { not: null } }, { groupLeaderName: { not: null } }] },
      { OR: [{ timeSlot: { endsAt: { lt: cutoff } } }, { timeSlotId: null, createdAt: { lt: cutoff } }] },
    ],
    tickets: { none: { timeSlot: { endsAt: { gte: cutoff } } } },
  };
}

/** Removes the details of the museum's due orders, a batch per transaction; answers how many orders. */
export async function removeVisitorDetails(museumId: string, days: number, now: Date): Promise<number> {
  if (days <= 0) return 0;
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let removed = 0;
  for (;;) {
    const count = await inTransaction(undefined, (tx) => removeBatch(tx, { museumId }, cutoff, now));
    removed += count;
    if (count < BATCH) return removed;
  }
}

async function removeBatch(tx: Tx, actor: Actor, cutoff: Date, now: Date): Promise<number> {
  const due = await tx.order.findMany({ where: ordersDueWhere(actor.museumId, cutoff), select: { id: true, email: true, groupLeaderName: true }, take: BATCH });
  if (due.length === 0) return 0;
  const orderIds = due.map((order) => order.id);
  // The guard in the update makes a second process's identical round change nothing.
  const changed = await tx.order.updateManyAndReturn({
    where: { id: { in: orderIds }, personalDataRemovedAt: null },
    data: { email: null, groupLeaderName: null, personalDataRemovedAt: now },
    select: { id: true },
  });
  if (changed.length === 0) return 0;
  const ids = changed.map((order) => order.id);
  const removed = due.filter((order) => ids.includes(order.id));
  const addresses = [...new Set(removed.flatMap((order) => (order.email === null ? [] : [order.email])))];
  const leaderNames = [...new Set(removed.flatMap((order) => (order.groupLeaderName === null ? [] : [order.groupLeaderName])))];
  const free = await addressesNoLongerHeld(tx, actor.museumId, addresses);
  const ticketIds = (await tx.ticket.findMany({ where: { orderId: { in: ids } }, select: { id: true } })).map((ticket) => ticket.id);
  const emailIds = await scrubEmails(tx, actor.museumId, ids, free);
  await scrubJsonColumns(tx, actor.museumId, [...ids, ...ticketIds, ...emailIds], [...addresses, ...leaderNames], free);
  if (free.length > 0) await tx.idempotencyRecord.deleteMany({ where: { museumId: actor.museumId, OR: mentionsAny("responseBody", free) } });
  await emitWebhookEvents(
    tx,
    actor,
    ids.map((id) => ({ type: "order.personal_data_removed" as const, subject: id, data: () => getOrder({ actor, id, tx }) })),
  );
  return changed.length;
}

/** The addresses no customer of the museum and no order still keeping its details holds any more. */
async function addressesNoLongerHeld(tx: Tx, museumId: string, addresses: string[]): Promise<string[]> {
  const customers = await tx.customer.findMany({ where: { museumId, email: { in: addresses } }, select: { email: true } });
  const orders = await tx.order.findMany({ where: { museumId, email: { in: addresses } }, select: { email: true } });
  const held = new Set([...customers, ...orders].map((row) => row.email));
  return addresses.filter((address) => !held.has(address));
}

/** Strips the orders' emails, and those to free addresses; answers their ids (their audit entries name the address too). */
async function scrubEmails(tx: Tx, museumId: string, orderIds: string[], freeAddresses: string[]): Promise<string[]> {
  const rows = await tx.emailOutbox.findMany({
    where: { museumId, to: { not: REMOVED_TEXT }, OR: [{ orderId: { in: orderIds } }, { to: { in: freeAddresses } }] },
    select: { id: true },
  });
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  // An email still waiting after the visit has nothing left to say and nobody to go to.
  await tx.emailOutbox.updateMany({ where: { id: { in: ids }, status: "QUEUED" }, data: { status: "FAILED" } });
  await tx.emailOutbox.updateMany({
    where: { id: { in: ids } },
    data: { to: REMOVED_TEXT, subject: REMOVED_TEXT, html: "", text: "", qrData: null, ticketCodes: null, lastError: null },
  });
  await tx.emailAttempt.updateMany({ where: { emailId: { in: ids }, error: { not: null } }, data: { error: null } });
  return ids;
}

/** Audit entries and webhook deliveries of the orders, their tickets and emails, and any mentioning a free address, lose the addresses. */
async function scrubJsonColumns(tx: Tx, museumId: string, recordIds: string[], addresses: string[], freeAddresses: string[]): Promise<void> {
  const auditMentions = freeAddresses.length === 0 ? [] : [...mentionsAny("before", freeAddresses), ...mentionsAny("after", freeAddresses)];
  const entries = await tx.auditEntry.findMany({ where: { museumId, OR: [{ entityId: { in: recordIds } }, ...auditMentions] }, select: { id: true, before: true, after: true } });
  for (const entry of entries) {
    const before = withoutValues(entry.before, addresses);
    const after = withoutValues(entry.after, addresses);
    if (before !== entry.before || after !== entry.after) await tx.auditEntry.update({ where: { id: entry.id }, data: { before, after } });
  }
  const deliveryMentions = freeAddresses.length === 0 ? [] : mentionsAny("payload", freeAddresses);
  const deliveries = await tx.webhookDelivery.findMany({ where: { museumId, OR: [{ subject: { in: recordIds } }, ...deliveryMentions] }, select: { id: true, payload: true } });
  for (const delivery of deliveries) {
    const payload = withoutValues(delivery.payload, addresses) ?? delivery.payload;
    if (payload === delivery.payload) continue;
    // A receiver's answer may echo what it was sent.
    await tx.webhookDelivery.update({ where: { id: delivery.id }, data: { payload, lastResponse: null, lastError: null } });
    await tx.webhookAttempt.updateMany({ where: { deliveryId: delivery.id }, data: { response: null, error: null } });
  }
}
