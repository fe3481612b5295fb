import type { Prisma, Tx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import type { QueuedEmail } from "@/lib/domain/membership-emails/membership-email-schemas";
import { ORDER_TICKETS_KIND, renderOrderTicketsEmail } from "@/lib/email/render-order-tickets-email";
import { emailLanguage, formatDate } from "@/lib/email/templates/messages";
import { AppError } from "@/lib/errors/app-error";
import { namesForLanguage } from "@/lib/i18n/translated-name";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { ticketQrData } from "@/lib/qr/qr-code-data";

// The ticket email (docs/orders.md, "Ticket delivery"): one message with a QR code per valid ticket,
// written into the outbox in the caller's transaction, so a confirmed order and its email commit together.

const orderForEmail = {
  id: true,
  number: true,
  status: true,
  email: true,
  language: true,
  currency: true,
  customer: { select: { name: true } },
  museum: { select: { name: true, timezone: true } },
  timeSlot: { select: { startsAt: true, location: { select: { timezone: true } } } },
  lines: { select: { ticketTypeId: true }, orderBy: { position: "asc" } },
  tickets: { where: { status: "VALID" }, select: { id: true, ticketTypeId: true, price: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.OrderSelect;

/** Queues the order's tickets to its email address; only a confirmed order with valid tickets has any. */
export async function queueTicketEmail({ actor, orderId, tx }: { actor: Actor; orderId: string; tx?: Tx }): Promise<QueuedEmail> {
  return inTransaction(tx, async (tx) => {
    const order = await tx.order.findFirst({ where: { id: orderId, museumId: actor.museumId }, select: orderForEmail });
    if (!order) throw new AppError("ORDER_NOT_FOUND");
    if (order.status !== "CONFIRMED") throw new AppError("ORDER_NOT_CONFIRMED");
    if (!order.email) throw new AppError("ORDER_HAS_NO_EMAIL");
    if (order.tickets.length === 0) throw new AppError("ORDER_HAS_NO_VALID_TICKETS");
    const language = emailLanguage(order.language);
    // The tickets in the order of their lines, as the visitor asked for them.
    const linePosition = new Map(order.lines.map((line, index) => [line.ticketTypeId, index] as const).reverse());
    const tickets = [...order.tickets].sort((a, b) => (linePosition.get(a.ticketTypeId) ?? 0) - (linePosition.get(b.ticketTypeId) ?? 0));
    const names = await ticketTypeNames(tx, [...linePosition.keys()], language);
    const zone = order.timeSlot?.location?.timezone ?? order.museum.timezone;
    const rendered = await renderOrderTicketsEmail({
      language,
      museumName: order.museum.name,
      customerName: order.customer?.name ?? null,
      orderNumber: order.number,
      visit: order.timeSlot
        ? { date: formatDate(order.timeSlot.startsAt, language, zone), time: wallTime(order.timeSlot.startsAt, language, zone), timeZone: zoneInWords(zone, language, order.timeSlot.startsAt) }
        : null,
      tickets: tickets.map((ticket) => ({ ticketTypeName: names.get(ticket.ticketTypeId) ?? "" })),
      total: money(tickets.reduce((sum, ticket) => sum + ticket.price, 0), order.currency, language),
    });
    const email = await tx.emailOutbox.create({
      data: {
        museumId: actor.museumId,
        orderId,
        kind: ORDER_TICKETS_KIND,
        to: order.email,
        language,
        ticketCodes: JSON.stringify(tickets.map((ticket) => ticketQrData({ id: ticket.id, museumId: actor.museumId }))),
        ...rendered,
      },
      select: { id: true },
    });
    // The trail says which email was queued to whom; its codes stay in the outbox only.
    await recordChanges(tx, actor, [{ entity: "email", entityId: email.id, action: "send", after: { kind: ORDER_TICKETS_KIND, to: order.email, orderId, status: "QUEUED" } }]);
    return { emailId: email.id, status: "queued" };
  });
}

/** Each ticket type's name in `language` when translated, else as stored. */
async function ticketTypeNames(tx: Tx, ids: string[], language: string): Promise<Map<string, string>> {
  const types = await tx.ticketType.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true, translations: { where: { language }, select: { language: true, name: true } } },
  });
  return namesForLanguage(types, language);
}

function wallTime(instant: Date, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(instant);
}

function money(minor: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(language, { style: "currency", currency });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
