import { z } from "zod";
import { defineOperation, listing, lookUp, pageInput, pageSummary } from "@/lib/domain/operations/operation";
import { getOrder } from "@/lib/domain/order-records/get-order";
import { recordId } from "@/lib/domain/shared/input-schemas";
import { localTime, zoneNamed } from "@/lib/domain/shared/zoned-day";
import { listOrders } from "./list-orders";
import { namedOrder, namedOrders, orderAnswer, orderHeadline, orderInWords } from "./order-answer";
import { ORDER_STATUSES, orderFilter } from "./order-search";
import { orderTimeline } from "./order-timeline";

// Finding and reading orders in the operation catalog (docs/mcp.md, "Orders"): the Orders page's search
// (order-search.ts, one rule) and an order's page with its timeline (order-timeline.ts), each order
// answered as order-answer.ts names it.

const ORDER_PAGE = { max: 100, fallback: 20 };

export const listOrdersOperation = defineOperation({
  name: "list_orders",
  title: "Find orders",
  summary:
    "Finds the museum's orders, oldest first, as the Orders page's search does: by a visitor's name or email, an order number, or a ticket or group code; " +
    "optionally only in one state or for one time slot. Each with its visit, lines and tickets; get_order reads one with its timeline.",
  noun: "order",
  input: pageInput(ORDER_PAGE)
    .omit({ filter: true })
    .extend({
      search: z
        .string()
        .max(500)
        .optional()
        .describe(
          'What staff would type into the Orders page\'s search: part of an email address or a customer\'s name, an order number as a visitor reads it out ("a7k 29q"), or a ticket\'s or group\'s code as scanned.',
        ),
      status: z.enum(ORDER_STATUSES).optional().describe("Only orders in this state; a HELD order past expiresAt counts as EXPIRED."),
      timeSlotId: recordId.optional().describe("Only the orders for this time slot (an id from list_time_slots)."),
    }),
  output: z.object({ total: z.int().describe("How many orders match, on every page."), orders: z.array(orderAnswer).describe("The page, oldest first.") }),
  ...listing,
  pageField: "orders",
  run: async (actor, { search = "", status, timeSlotId, limit = ORDER_PAGE.fallback, offset = 0 }) => {
    const filter = orderFilter({ search, status: status ?? null, timeSlotId: timeSlotId ?? null, now: new Date() }) ?? undefined;
    const { total, list } = await listOrders({ actor, paging: { limit, offset }, filter });
    return { total, orders: await namedOrders(actor, list) };
  },
  inWords: ({ total, orders }, { offset = 0 }) => [pageSummary("order(s)", total, offset, orders.length), ...orders.map((order) => `- ${orderHeadline(order)}`)].join("\n"),
});

const timelineEntry = z.object({
  kind: z.enum(["HELD", "EXTENDED", "CONFIRMED", "EMAILED", "ADMITTED", "VOIDED", "CANCELLED", "EXPIRED"]),
  at: z.iso.datetime().describe("UTC instant."),
  atLocal: z.string().describe("at as the wall-clock time in the order's timeZone, YYYY-MM-DD HH:mm."),
  ticketId: z.uuid().nullable().describe("The ticket admitted or voided."),
  entrance: z.string().nullable().describe("Where a ticket was admitted."),
  emailTo: z.string().nullable().describe("Where a ticket email went."),
  emailStatus: z.string().nullable().describe("Whether that email has left: QUEUED, SENT or FAILED."),
});

/** "- 2027-03-01 10:02 EMAILED to ada@example.org (SENT)". */
function timelineInWords(entry: z.output<typeof timelineEntry>): string {
  const about = [
    entry.ticketId ? `ticket ${entry.ticketId}` : "",
    entry.entrance ? `at ${entry.entrance}` : "",
    entry.emailTo ? `to ${entry.emailTo} (${entry.emailStatus ?? "QUEUED"})` : "",
  ].filter(Boolean);
  return `- ${entry.atLocal} ${entry.kind}${about.length ? ` ${about.join(" ")}` : ""}`;
}

export const getOrderOperation = defineOperation({
  name: "get_order",
  title: "Read an order",
  summary:
    "One order with its lines, its tickets (after confirming) and its state (a HELD order past expiresAt reads EXPIRED), its visit, and its timeline: " +
    "held, extended, confirmed, each ticket email and whether it was sent, admissions at the door, voids, cancellation or expiry.",
  noun: "order",
  input: z.strictObject({ orderId: recordId.describe("The order's id (a UUID), as list_orders shows it.") }),
  output: orderAnswer.extend({ timeline: z.array(timelineEntry).describe("What happened to the order, oldest first.") }),
  ...lookUp,
  errors: ["ORDER_NOT_FOUND"],
  run: async (actor, { orderId: id }) => {
    const [order, timeline] = await Promise.all([getOrder({ actor, id }).then((record) => namedOrder(actor, record)), orderTimeline({ actor, id })]);
    // A zone is always text; Answer allows a Date in any text field.
    const timeZone = String(order.timeZone);
    return { ...order, timeline: timeline.map((entry) => ({ ...entry, atLocal: localTime(entry.at.toISOString(), timeZone) })) };
  },
  inWords: ({ timeline, ...order }) => [orderInWords(order), `Timeline ${zoneNamed(order.timeZone)}:`, ...timeline.map(timelineInWords)].join("\n"),
});
