import { z } from "zod";
import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { recordZones } from "@/lib/domain/locations/record-zones";
import type { Answer } from "@/lib/domain/operations/operation";
import type { OrderRecord } from "@/lib/domain/order-records/order-record";
import { moneyInWords } from "@/lib/domain/shared/money-words";
import { localTime, withZoneNamed } from "@/lib/domain/shared/zoned-day";
import { orderLineSchema, orderSchema } from "./order-schemas";

// An order as the operation catalog answers it (docs/mcp.md, "Orders"): the visit with its local times
// and zone, the ticket types named, and the codes that admit (the tickets' and a group's) left out:
// the visitor gets them by email, and staff print them from the order's page. A page of orders is
// named with one query per kind of record, not per order.

const visitAnswer = z
  .object({
    eventName: z.string().nullable(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    startsAtLocal: z.string().describe("The start as the wall-clock time in timeZone, YYYY-MM-DD HH:mm."),
    endsAtLocal: z.string().describe("The end as the wall-clock time in timeZone."),
  })
  .nullable();

export const orderAnswer = orderSchema
  .omit({ groupQrData: true })
  .extend({
    expiresAt: z.iso.datetime().describe("Until when a HELD order holds its places (UTC): confirm_order sells it before then, extend_order holds it longer."),
    lines: z.array(orderLineSchema.extend({ ticketTypeName: z.string().describe("The ticket type's name.") })),
    tickets: z.array(orderSchema.shape.tickets.element.omit({ qrData: true })).describe("The tickets once sold, one per place (their codes are not shown); none while HELD."),
    visit: visitAnswer.describe("The time slot the order is for (UTC instants, and local times in timeZone); null for an order without one."),
    timeZone: z.string().describe("The IANA zone the visit and the hold's end are read in: the time slot's location's, else the museum's own."),
  });

export type OrderAnswer = z.output<typeof orderAnswer>;

type Visit = { visit: z.output<typeof visitAnswer>; timeZone: string };

/** The time slots records are for, and the zone each one's times are read in: the slot's location's, else the museum's own. */
export async function visitsOf(actor: Actor, timeSlotIds: readonly (string | null)[]): Promise<(timeSlotId: string | null) => Visit> {
  const wanted = [...new Set(timeSlotIds.filter((id): id is string => id !== null))];
  const slots = wanted.length
    ? await db().timeSlot.findMany({
        where: { id: { in: wanted }, museumId: actor.museumId },
        select: { id: true, startsAt: true, endsAt: true, locationId: true, event: { select: { name: true } } },
      })
    : [];
  const zoneOf = await recordZones(actor, slots.map((slot) => slot.locationId));
  const visits = new Map<string, Visit>(
    slots.map((slot) => {
      const timeZone = zoneOf(slot.locationId);
      const [startsAt, endsAt] = [slot.startsAt.toISOString(), slot.endsAt.toISOString()];
      const visit = { eventName: slot.event?.name ?? null, startsAt, endsAt, startsAtLocal: localTime(startsAt, timeZone), endsAtLocal: localTime(endsAt, timeZone) };
      return [slot.id, { visit, timeZone }];
    }),
  );
  return (timeSlotId) => (timeSlotId === null ? undefined : visits.get(timeSlotId)) ?? { visit: null, timeZone: zoneOf(null) };
}

/** Orders as the tools answer them: their visits and ticket types named, their codes left out. */
export async function namedOrders(actor: Actor, records: readonly OrderRecord[]): Promise<Answer<OrderAnswer>[]> {
  const typeIds = [...new Set(records.flatMap((record) => record.lines.map((line) => line.ticketTypeId)))];
  const [visitOf, types] = await Promise.all([
    visitsOf(actor, records.map((record) => record.timeSlotId)),
    typeIds.length ? db().ticketType.findMany({ where: { id: { in: typeIds }, museumId: actor.museumId }, select: { id: true, name: true } }) : [],
  ]);
  const names = new Map(types.map((type) => [type.id, type.name]));
  return records.map(({ tickets, lines, groupQrData: _code, ...order }) => ({
    ...order,
    lines: lines.map((line) => ({ ...line, ticketTypeName: names.get(line.ticketTypeId) ?? "" })),
    tickets: tickets.map(({ qrData: _qr, ...ticket }) => ticket),
    ...visitOf(order.timeSlotId),
  }));
}

export async function namedOrder(actor: Actor, record: OrderRecord): Promise<Answer<OrderAnswer>> {
  const [order] = await namedOrders(actor, [record]);
  return order!;
}

/** "Visit: Night at the museum, 2027-03-01 11:00 (Europe/Berlin time)." */
export function visitInWords({ visit, timeZone }: Pick<OrderAnswer, "visit" | "timeZone">): string {
  return visit ? `Visit: ${visit.eventName ?? "no event"}, ${withZoneNamed(visit.startsAtLocal, timeZone)}.` : "No time slot.";
}

/** "Order A7K-29Q (id): HELD until 2027-03-01 11:15 (Europe/Berlin time), 2 ticket(s), 30.00 EUR, ada@example.org". */
export function orderHeadline(order: OrderAnswer): string {
  const places = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const held = order.status === "HELD" ? ` until ${withZoneNamed(localTime(order.expiresAt, order.timeZone), order.timeZone)}` : "";
  const group = order.group ? `, group visit: ${order.group.name}` : "";
  const email = order.email ? `, ${order.email}` : "";
  return `Order ${order.number} (${order.id}): ${order.status}${held}, ${places} ticket(s)${group}, ${moneyInWords(order.total, order.currency)}${email}`;
}

/** The order's headline, then its visit and lines. */
export function orderInWords(order: OrderAnswer): string {
  return [
    orderHeadline(order),
    visitInWords(order),
    ...order.lines.map((line) => `- ${line.quantity} × ${line.ticketTypeName}, ${moneyInWords(line.unitPrice, line.currency)} each${line.membershipId ? ", on a member's card" : ""}`),
  ].join("\n");
}
