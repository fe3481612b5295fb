import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";

// What happened to an order, oldest first, read from what the database already keeps (docs/orders.md,
// "Timeline"): the audit trail's order entries (held, extended, confirmed, cancelled) and its tickets'
// updates to VOIDED (docs/audit.md), the ticket emails in the outbox, and the check-ins of its
// tickets. An order that expired has no entry of its own: the time its hold ended stands for it.

export type OrderTimelineKind = "HELD" | "EXTENDED" | "CONFIRMED" | "EMAILED" | "ADMITTED" | "VOIDED" | "CANCELLED" | "EXPIRED";

export interface OrderTimelineEvent {
  kind: OrderTimelineKind;
  at: Date;
  /** The ticket admitted or voided. */
  ticketId: string | null;
  /** Where a ticket was admitted. */
  entrance: string | null;
  /** The address a ticket email went to, and whether it has left the outbox (QUEUED, SENT, FAILED). */
  emailTo: string | null;
  emailStatus: string | null;
}

const KIND_ORDER: OrderTimelineKind[] = ["HELD", "EXTENDED", "CONFIRMED", "EMAILED", "ADMITTED", "VOIDED", "CANCELLED", "EXPIRED"];

const ORDER_ACTIONS: Record<string, OrderTimelineKind> = { create: "HELD", extend: "EXTENDED", confirm: "CONFIRMED", cancel: "CANCELLED" };

const event = (kind: OrderTimelineKind, at: Date, more: Partial<OrderTimelineEvent> = {}): OrderTimelineEvent => ({
  kind,
  at,
  ticketId: null,
  entrance: null,
  emailTo: null,
  emailStatus: null,
  ...more,
});

function voidedTo(after: string | null): boolean {
  if (!after) return false;
  return (JSON.parse(after) as { status?: string }).status === "VOIDED";
}

export async function orderTimeline({ actor, id }: { actor: Actor; id: string }): Promise<OrderTimelineEvent[]> {
  const { museumId } = actor;
  const order = await db().order.findFirst({
    where: { id, museumId },
    select: { status: true, expiresAt: true, confirmedAt: true, releasedAt: true, tickets: { select: { id: true } }, emails: { select: { to: true, status: true, createdAt: true } } },
  });
  if (!order) throw new AppError("ORDER_NOT_FOUND");
  const ticketIds = order.tickets.map((ticket) => ticket.id);
  const [orderEntries, ticketEntries, checkIns] = await Promise.all([
    db().auditEntry.findMany({ where: { museumId, entity: "order", entityId: id }, select: { action: true, at: true } }),
    db().auditEntry.findMany({ where: { museumId, entity: "ticket", action: "update", entityId: { in: ticketIds } }, select: { entityId: true, at: true, after: true } }),
    db().checkIn.findMany({ where: { museumId, ticketId: { in: ticketIds } }, select: { ticketId: true, entrance: true, checkedInAt: true } }),
  ]);

  // A confirmation is dated by the order's confirmedAt: its audit entry is written after the ticket
  // email the confirmation queues, in the same transaction.
  const at = (kind: OrderTimelineKind, entryAt: Date) => (kind === "CONFIRMED" ? (order.confirmedAt ?? entryAt) : entryAt);
  const events = [
    ...orderEntries.flatMap((entry) => {
      const kind = ORDER_ACTIONS[entry.action];
      return kind ? [event(kind, at(kind, entry.at))] : [];
    }),
    ...ticketEntries.filter((entry) => voidedTo(entry.after)).map((entry) => event("VOIDED", entry.at, { ticketId: entry.entityId })),
    ...order.emails.map((email) => event("EMAILED", email.createdAt, { emailTo: email.to, emailStatus: email.status })),
    ...checkIns.map((checkIn) => event("ADMITTED", checkIn.checkedInAt, { ticketId: checkIn.ticketId, entrance: checkIn.entrance })),
  ];
  const expired = order.status === "EXPIRED" || (order.status === "HELD" && order.expiresAt <= new Date());
  if (expired) events.push(event("EXPIRED", order.releasedAt ?? order.expiresAt));
  // Writes of one transaction can share a moment (a confirm and its ticket email): the kinds' own
  // order settles those.
  return events.sort((a, b) => a.at.getTime() - b.at.getTime() || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}
