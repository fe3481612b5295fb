import { z } from "zod";
import { pageSummary } from "@/lib/domain/operations/operation";
import { gql } from "@/lib/graphql-schema-types/typed-graphql";
import { ORDER_STATUSES, orderFilter } from "@/lib/domain/orders/order-search";
import { moneyInWords } from "@/lib/domain/shared/money-words";
import { localTime, withZoneNamed, zoneNamed } from "@/lib/domain/shared/zoned-day";
import { answered, graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { museumZones } from "../zoned-days";
import { limit, museumId, offset, recordId, totalOutput } from "./shared-inputs";

// Orders (docs/mcp.md, "Orders"): find and read them. Each tool calls GraphQL as the signed-in user, so
// their role decides; the changes of an order are in the operation catalog (lib/domain/orders/order-operations.ts).

const ORDER_FIELDS = `id number status timeSlotId customerId email language createdAt expiresAt confirmedAt personalDataRemovedAt paymentMethod total currency
  lines { ticketTypeId quantity unitPrice currency membershipId } tickets { id ticketTypeId status price currency } group { name leaderName size }`;

const LIST_ORDERS = gql(`query ListOrders($museumId: ID!, $filter: String, $limit: Int, $offset: Int) {
  museum(id: $museumId) { orders(filter: $filter, limit: $limit, offset: $offset) { total list { ${ORDER_FIELDS} } } }
}`);
const GET_ORDER = gql(`query GetOrder($museumId: ID!, $id: ID!) {
  museum(id: $museumId) { order(id: $id) { ${ORDER_FIELDS} } orderTimeline(id: $id) { kind at ticketId entrance emailTo emailStatus } }
}`);
const ORDER_VISIT = gql(`query OrderVisit($museumId: ID!, $id: ID!) {
  museum(id: $museumId) { timeSlot(id: $id) { id startsAt endsAt locationId event { name locationId } } }
}`);

const orderOutput = z.object({
  id: z.string(),
  number: z.string().describe('The order number people read aloud ("A7K-29Q"); the id is the one tools take.'),
  status: z.string().describe("HELD, CONFIRMED, CANCELLED or EXPIRED."),
  timeSlotId: z.string().nullable(),
  customerId: z.string().nullable(),
  email: z.string().nullable(),
  language: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().describe("When a HELD order stops holding its places (UTC)."),
  confirmedAt: z.string().nullable(),
  personalDataRemovedAt: z.string().nullable().describe("When the buyer's email address was removed, days after the visit or by an erasure (docs/operations.md); null while kept."),
  paymentMethod: z.string().nullable().describe("CASH or CARD for a sale at the front desk; null for orders made any other way."),
  total: z.number().int().describe("Minor units (cents) of currency."),
  currency: z.string(),
  lines: z.array(
    z.object({
      ticketTypeId: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      currency: z.string(),
      membershipId: z.string().nullable().describe("The membership whose card booked the line (a member's own place or their guests); null otherwise."),
    }),
  ),
  tickets: z.array(z.object({ id: z.string(), ticketTypeId: z.string(), status: z.string(), price: z.number().int(), currency: z.string() })),
  group: z
    .object({ name: z.string(), leaderName: z.string().nullable(), size: z.number().int() })
    .nullable()
    .describe("A group visit's group: one code lets its people in, a count at a time (check_in_visitor with count); null for other orders."),
});
type OrderOutput = z.infer<typeof orderOutput>;

/** "Order A7K-29Q (1f…): CONFIRMED, 4 tickets, 4000 EUR, ada@example.org". */
function orderLine(order: OrderOutput): string {
  const places = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const held = order.status === "HELD" ? ` until ${order.expiresAt}` : "";
  const group = order.group ? `, group visit: ${order.group.name}` : "";
  return `- Order ${order.number} (${order.id}): ${order.status}${held}, ${places} ticket(s)${group}, ${moneyInWords(order.total, order.currency)}${order.email ? `, ${order.email}` : ""}`;
}

const listInput = z.object({
  museumId,
  search: z
    .string()
    .max(500)
    .optional()
    .describe('What staff would type into the Orders page\'s search: part of an email address or a customer\'s name, an order number as a visitor reads it out ("a7k 29q"), or a ticket\'s or group\'s code as scanned.'),
  status: z.enum(ORDER_STATUSES).optional().describe("Only orders in this state; a HELD order past expiresAt counts as EXPIRED."),
  timeSlotId: recordId("time slot", "list_time_slots").optional().describe("Only the orders for this time slot."),
  limit: limit({ max: 100, fallback: 20 }),
  offset,
});

export const listOrders: ToolDefinition<typeof listInput> = {
  name: "list_orders",
  title: "Find orders",
  description:
    "Finds the museum's orders, oldest first, as the Orders page's search does: by a visitor's name or email, an order number, or a ticket or group code; " +
    "optionally only in one state or for one time slot. Each with its lines and tickets; get_order reads one with its visit and timeline.",
  input: listInput,
  output: { total: totalOutput, orders: z.array(orderOutput) },
  need: "read",
  annotations: READ_ONLY,
  async run({ museumId, search = "", status, timeSlotId, limit: count = 20, offset: skip = 0 }, context) {
    const filter = orderFilter({ search, status: status ?? null, timeSlotId: timeSlotId ?? null, now: new Date() }) ?? undefined;
    const data = await graphql(context, LIST_ORDERS, { museumId, filter, limit: count, offset: skip });
    const { total, list } = answered(answered(data.museum).orders);
    return { summary: [pageSummary("orders", total, skip, list.length), ...list.map(orderLine)].join("\n"), data: { total, orders: list } };
  },
};

const orderInput = z.object({ museumId, orderId: recordId("order", "list_orders") });

const timelineOutput = z.object({
  kind: z.string().describe("HELD, EXTENDED, CONFIRMED, EMAILED, ADMITTED, VOIDED, CANCELLED or EXPIRED."),
  at: z.string().describe("UTC instant."),
  atLocal: z.string().describe("at as the wall-clock time in timeZone, YYYY-MM-DD HH:mm."),
  ticketId: z.string().nullable().describe("The ticket admitted or voided."),
  entrance: z.string().nullable().describe("Where a ticket was admitted."),
  emailTo: z.string().nullable().describe("Where a ticket email went."),
  emailStatus: z.string().nullable().describe("Whether that email has left: QUEUED, SENT or FAILED."),
});

const visitOutput = z
  .object({
    timeSlotId: z.string(),
    eventName: z.string().nullable(),
    startsAt: z.string().describe("UTC instant."),
    startsAtLocal: z.string().describe("The start as the wall-clock time in timeZone."),
    endsAtLocal: z.string(),
  })
  .nullable()
  .describe("The time slot the order is for; null for an order without one.");

export const getOrder: ToolDefinition<typeof orderInput> = {
  name: "get_order",
  title: "Read an order",
  description:
    "One order with its lines, its tickets (after confirming) and its state (a HELD order past expiresAt reads EXPIRED), its visit, and its timeline: " +
    "held, extended, confirmed, each ticket email and whether it was sent, admissions at the door, voids, cancellation or expiry.",
  input: orderInput,
  output: { order: orderOutput, timeZone: z.string().describe("The IANA zone the local times are in: the visit's location's, else the museum's own."), visit: visitOutput, timeline: z.array(timelineOutput) },
  need: "read",
  recordArgument: "orderId",
  annotations: READ_ONLY,
  async run({ museumId, orderId }, context) {
    const museum = answered((await graphql(context, GET_ORDER, { museumId, id: orderId })).museum);
    const order = answered(museum.order);
    const [slot, zones] = await Promise.all([
      order.timeSlotId ? graphql(context, ORDER_VISIT, { museumId, id: order.timeSlotId }).then((data) => answered(data.museum).timeSlot) : null,
      museumZones(context, museumId),
    ]);
    const timeZone = zones.zoneOf(slot ? (slot.locationId ?? slot.event?.locationId) : null);
    const visit = slot && { timeSlotId: slot.id, eventName: slot.event?.name ?? null, startsAt: slot.startsAt, startsAtLocal: localTime(slot.startsAt, timeZone), endsAtLocal: localTime(slot.endsAt, timeZone) };
    const timeline = answered(museum.orderTimeline).map((entry) => ({ ...entry, atLocal: localTime(entry.at, timeZone) }));
    const summary = [
      orderLine(order),
      visit ? `Visit: ${visit.eventName ?? "no event"}, ${visit.startsAtLocal} to ${withZoneNamed(sameDayEnd(visit.startsAtLocal, visit.endsAtLocal), timeZone)}.` : "No time slot.",
      `Timeline ${zoneNamed(timeZone)}:`,
      ...timeline.map(timelineLine),
    ].join("\n");
    return { summary, data: { order, timeZone, visit, timeline } };
  },
};

/** The end as its time alone when it falls on the start's day. */
const sameDayEnd = (startsLocal: string, endsLocal: string) => (endsLocal.slice(0, 10) === startsLocal.slice(0, 10) ? endsLocal.slice(11) : endsLocal);

/** "- 2027-03-01 10:02 EMAILED to ada@example.org (SENT)". */
function timelineLine(entry: z.infer<typeof timelineOutput>): string {
  const about = [
    entry.ticketId ? `ticket ${entry.ticketId}` : "",
    entry.entrance ? `at ${entry.entrance}` : "",
    entry.emailTo ? `to ${entry.emailTo} (${entry.emailStatus ?? "QUEUED"})` : "",
  ].filter(Boolean);
  return `- ${entry.atLocal} ${entry.kind}${about.length ? ` ${about.join(" ")}` : ""}`;
}
