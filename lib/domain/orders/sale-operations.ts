import { z } from "zod";
import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { emailInput } from "@/lib/domain/customers/customer-schemas";
import { recordZones, zoneOfRecord } from "@/lib/domain/locations/record-zones";
import { defineOperation, type Answer } from "@/lib/domain/operations/operation";
import type { OrderRecord } from "@/lib/domain/order-records/order-record";
import { languageCode, recordId } from "@/lib/domain/shared/input-schemas";
import { moneyInWords } from "@/lib/domain/shared/money-words";
import { localTime, withZoneNamed } from "@/lib/domain/shared/zoned-day";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";
import { createOrder } from "./create-order";
import { orderLineSchema, orderSchema } from "./order-schemas";
import { deskSaleInput, sellAtDesk } from "./sell-at-desk";

// Selling and holding in the operation catalog (docs/architecture.md, "The operation catalog"): the
// desk's sale (sell-at-desk.ts, the dashboard's Sell tickets page) and a hold of places for a visitor
// (create-order.ts, POST /v1/orders), run as the signed-in user. The answer names the visit, its zone
// and the ticket types, and leaves out the codes that admit (the tickets' and a group's): the visitor
// gets them by email, and staff print them from the order's page.

const visitAnswer = z.object({ eventName: z.string().nullable(), startsAt: z.iso.datetime(), endsAt: z.iso.datetime() }).nullable();

export const orderAnswer = orderSchema
  .pick({ id: true, number: true, status: true, timeSlotId: true, customerId: true, email: true, language: true, createdAt: true, confirmedAt: true, paymentMethod: true, total: true, currency: true, group: true })
  .extend({
    expiresAt: z.iso.datetime().describe("Until when a HELD order holds its places (UTC): confirm_order sells it before then, extend_order holds it longer."),
    lines: z.array(orderLineSchema.extend({ ticketTypeName: z.string().describe("The ticket type's name.") })),
    tickets: z.array(orderSchema.shape.tickets.element.omit({ qrData: true })).describe("The tickets once sold, one per place (their codes are not shown); none while HELD."),
    visit: visitAnswer.describe("The time slot the order is for (UTC instants); null for an order without one."),
    timeZone: z.string().describe("The IANA zone the visit and the hold's end are read in: the time slot's location's, else the museum's own."),
  });

type OrderAnswer = z.output<typeof orderAnswer>;

/** The time slot a record is for, and the zone its times are read in: the slot's location's, else the museum's own. */
export async function visitOf(actor: Actor, timeSlotId: string | null): Promise<Answer<{ visit: z.output<typeof visitAnswer>; timeZone: string }>> {
  if (timeSlotId === null) {
    return { visit: null, timeZone: (await recordZones(actor, []))(null) };
  }
  const slot = await db().timeSlot.findFirstOrThrow({
    where: { id: timeSlotId, museumId: actor.museumId },
    select: { startsAt: true, endsAt: true, event: { select: { name: true } }, location: { select: { timezone: true } }, museum: { select: { timezone: true } } },
  });
  return { visit: { eventName: slot.event?.name ?? null, startsAt: slot.startsAt, endsAt: slot.endsAt }, timeZone: zoneOfRecord(slot.location?.timezone, slot.museum.timezone) };
}

/** The order as the tools answer it: its visit and ticket types named, its codes left out. */
export async function namedOrder(actor: Actor, { tickets, lines, groupQrData: _code, personalDataRemovedAt: _removed, ...order }: OrderRecord): Promise<Answer<OrderAnswer>> {
  const [visit, types] = await Promise.all([
    visitOf(actor, order.timeSlotId),
    db().ticketType.findMany({ where: { id: { in: lines.map((line) => line.ticketTypeId) }, museumId: actor.museumId }, select: { id: true, name: true } }),
  ]);
  const names = new Map(types.map((type) => [type.id, type.name]));
  return {
    ...order,
    lines: lines.map((line) => ({ ...line, ticketTypeName: names.get(line.ticketTypeId) ?? "" })),
    tickets: tickets.map(({ qrData: _qr, ...ticket }) => ticket),
    ...visit,
  };
}

/** The order made, or its refusal; a refusal of one line (its details name the line, from 0) names the argument, lines.N, as the desk's refusals do. */
async function linesNamedIn(made: Promise<OrderRecord>): Promise<OrderRecord> {
  try {
    return await made;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { line, reason } = (Array.isArray(error.details) ? {} : (error.details ?? {})) as { line?: unknown; reason?: unknown };
    if (typeof line !== "number") throw error;
    // A card's refusal keeps its reason (NOT_THIS_MUSEUM, EXPIRED, …) in the words, which the detail replaces.
    const message = typeof reason === "string" ? `${error.message} (${reason})` : error.message;
    throw new AppError(error.code, message, [{ path: `lines.${line}`, message }]);
  }
}

/** "Visit: Night at the museum, 2027-03-01 11:00 (Europe/Berlin time)." */
export function visitInWords({ visit, timeZone }: Pick<OrderAnswer, "visit" | "timeZone">): string {
  return visit ? `Visit: ${visit.eventName ?? "no event"}, ${withZoneNamed(localTime(visit.startsAt, timeZone), timeZone)}.` : "No time slot.";
}

/** "Order A7K-29Q (id): HELD until 2027-03-01 11:15 (Europe/Berlin time), 2 ticket(s), 30.00 EUR, ada@example.org", then its visit and lines. */
export function orderInWords(order: OrderAnswer): string {
  const places = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const held = order.status === "HELD" ? ` until ${withZoneNamed(localTime(order.expiresAt, order.timeZone), order.timeZone)}` : "";
  const group = order.group ? `, group visit: ${order.group.name}` : "";
  const email = order.email ? `, ${order.email}` : "";
  return [
    `Order ${order.number} (${order.id}): ${order.status}${held}, ${places} ticket(s)${group}, ${moneyInWords(order.total, order.currency)}${email}`,
    visitInWords(order),
    ...order.lines.map((line) => `- ${line.quantity} × ${line.ticketTypeName}, ${moneyInWords(line.unitPrice, line.currency)} each${line.membershipId ? ", on a member's card" : ""}`),
  ].join("\n");
}

/** What a line can be refused with, whether sold or held. */
const LINE_REFUSALS: readonly ErrorCode[] = ["TICKET_TYPE_NOT_FOUND", "TIME_SLOT_NOT_EXIST", "TIME_SLOT_CLOSED", "TIME_SLOT_FULL", "TICKET_TYPE_SOLD_OUT", "TICKET_TYPE_NOT_ON_SALE", "ORDER_MIXED_CURRENCIES", "MEMBERSHIP_NOT_VALID", "GUEST_LIMIT_REACHED"];

export const sellTicketsOperation = defineOperation({
  name: "sell_tickets",
  title: "Sell tickets at the desk",
  summary:
    "Sells tickets for one time slot as the front desk does: the order is made and confirmed at once, paid CASH or CARD, and its tickets " +
    "are emailed when an email address is given. A line with a member's card (membershipQrData, or membershipId from customer_memberships) " +
    "books the member's own free place on a members' ticket type, or their guests on other types, within the card's guestsPerVisit. " +
    "A group (name, size = the lines' quantities added up) gets one code for the whole group; print it from the dashboard's order page. " +
    "A line that cannot be sold is refused naming the line, and nothing is sold.",
  noun: "order",
  input: deskSaleInput,
  output: orderAnswer,
  answerKind: "record",
  need: "modify",
  effect: "creates",
  sendsEmail: true,
  audits: ["customer", "order", "ticket", "email"],
  webhooks: ["customer.created", "order.created", "order.confirmed", "ticket.created"],
  errors: LINE_REFUSALS,
  run: async (actor, input) => namedOrder(actor, await linesNamedIn(sellAtDesk({ actor, input }))),
  inWords: (order) => `Sold: ${orderInWords(order)}`,
});

export const holdOrderOperation = defineOperation({
  name: "hold_order",
  title: "Hold places for a visitor",
  summary:
    "Holds places in one time slot for a visitor without selling them: the order is HELD for 15 minutes (expiresAt), and the places count " +
    "as held, so nobody else gets them. confirm_order sells it (and emails the tickets when an email address is given), extend_order holds it " +
    "longer, cancel_order gives the places back; a hold left alone expires. A member's card on a line books as for sell_tickets. " +
    "A line that cannot be held is refused naming the line, and nothing is held.",
  noun: "order",
  input: z.strictObject({
    timeSlotId: recordId.describe("The time slot every place of the hold is for (an id from list_time_slots)."),
    lines: deskSaleInput.shape.lines,
    email: emailInput.optional().describe("Where the tickets are emailed once the order is confirmed."),
    customerId: recordId.optional().describe("The customer the order is for (an id from search_customers)."),
    language: languageCode.optional().describe("The language of the ticket email (en, de, …); without it the customer's, else the museum's default language."),
    group: deskSaleInput.shape.group,
  }),
  output: orderAnswer,
  answerKind: "record",
  need: "modify",
  effect: "creates",
  audits: ["order"],
  webhooks: ["order.created"],
  errors: [...LINE_REFUSALS, "CUSTOMER_NOT_FOUND"],
  run: async (actor, input) => namedOrder(actor, await linesNamedIn(createOrder({ actor, input }))),
  inWords: (order) => `Held: ${orderInWords(order)}`,
});
