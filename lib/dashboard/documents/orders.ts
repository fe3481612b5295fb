import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { namesForLanguage } from "@/lib/i18n/translated-name";
import { answered, graphql } from "../graphql-client";

// The Orders pages (docs/dashboard.md, "Orders"): the museum's orders, one order with its slot, tickets
// and check-ins, and the actions editors take on it (docs/graphql.md, "Orders").

const ORDER_FIELDS = gql(`
  fragment OrderFields on Order {
    id number status timeSlotId customerId email language createdAt expiresAt confirmedAt personalDataRemovedAt total currency
    lines { ticketTypeId quantity unitPrice currency }
    paymentMethod
    group { name leaderName size }
    groupQrData
  }
`);

const ORDERS = gql(
  `query Orders($museumId: ID!, $filter: String, $limit: Int!, $offset: Int!) {
    museum(id: $museumId) { orders(filter: $filter, limit: $limit, offset: $offset) { total list { ...OrderFields } } }
  }`,
  [ORDER_FIELDS],
);

export type OrderItem = NonNullable<NonNullable<ResultOf<typeof ORDERS>["museum"]>["orders"]>["list"][number];

/** One page of the orders matching `filter` (a filter condition as JSON, docs/filtering.md). */
export async function fetchOrders(museumId: string, filter: string | null, limit: number, offset: number) {
  return answered(answered((await graphql(ORDERS, { museumId, filter, limit, offset })).museum).orders);
}

const VISIT_ZONES = gql(`
  query OrderVisitZones($museumId: ID!, $slots: String) {
    museum(id: $museumId) {
      timeSlots(filter: $slots, limit: 100) { list { id locationId } }
      locations(limit: 1000) { list { id timezone } }
    }
  }
`);

/**
 * Each order's time zone: its visit's location's, else the museum's (docs/dashboard.md, "Times and
 * time zones"), so the list shows an order's times as its page, its tickets and its email do.
 */
export async function visitTimeZones(museumId: string, orders: OrderItem[], museumTimeZone: string): Promise<Map<string, string>> {
  const slotIds = [...new Set(orders.flatMap((order) => (order.timeSlotId ? [order.timeSlotId] : [])))];
  if (slotIds.length === 0) return new Map(orders.map((order) => [order.id, museumTimeZone]));
  const slots = JSON.stringify({ operator: "OR", conditions: slotIds.map((value) => ({ operator: "EQUAL", fieldName: "ID", value })) });
  const museum = answered((await graphql(VISIT_ZONES, { museumId, slots })).museum);
  const zoneOfLocation = new Map(answered(museum.locations).list.map((location) => [location.id, location.timezone]));
  const locationOfSlot = new Map(answered(museum.timeSlots).list.map((slot) => [slot.id, slot.locationId]));
  return new Map(orders.map((order) => [order.id, zoneOfLocation.get(locationOfSlot.get(order.timeSlotId ?? "") ?? "") ?? museumTimeZone]));
}

const ORDER = gql(
  `query Order($museumId: ID!, $id: ID!, $tickets: String!) {
    museum(id: $museumId) {
      order(id: $id) { ...OrderFields }
      orderTimeline(id: $id) { kind at ticketId entrance emailTo emailStatus }
      tickets(filter: $tickets, limit: 100) {
        list { id ticketTypeId status price currency qrData updatedAt checkIns { id checkedInAt entrance } }
      }
      locations(limit: 1000) { list { id name timezone } }
      ticketTypes(limit: 1000) { list { id name translations { language name } } }
    }
  }`,
  [ORDER_FIELDS],
);

const SLOT = gql(`
  query OrderSlot($museumId: ID!, $id: ID!) {
    museum(id: $museumId) { timeSlot(id: $id) { id startsAt endsAt locationId event { name } groups { orderId admitted } } }
  }
`);

type OrderAnswer = NonNullable<ResultOf<typeof ORDER>["museum"]>;
export type OrderTicket = NonNullable<OrderAnswer["tickets"]>["list"][number];
export type OrderTimelineEvent = NonNullable<OrderAnswer["orderTimeline"]>[number];
export type OrderSlot = NonNullable<NonNullable<ResultOf<typeof SLOT>["museum"]>["timeSlot"]>;

export interface OrderView {
  order: OrderItem;
  timeline: OrderTimelineEvent[];
  tickets: OrderTicket[];
  slot: OrderSlot | null;
  /** The slot's location's time zone, else the museum's. */
  timeZone: string;
  /** Each ticket type's name in the page's language (lib/i18n/translated-name.ts). */
  ticketTypeNames: Map<string, string>;
}

/** The order with its timeline, its tickets (and their check-ins) and its slot; ticket types named for `language`. */
export async function fetchOrder(museumId: string, id: string, museumTimeZone: string, language: string): Promise<OrderView> {
  const tickets = JSON.stringify({ operator: "EQUAL", fieldName: "ORDER_ID", value: id });
  const museum = answered((await graphql(ORDER, { museumId, id, tickets })).museum);
  const order = answered(museum.order);
  const slot = order.timeSlotId ? (answered((await graphql(SLOT, { museumId, id: order.timeSlotId })).museum).timeSlot ?? null) : null;
  const location = answered(museum.locations).list.find((candidate) => candidate.id === slot?.locationId);
  return {
    order,
    timeline: answered(museum.orderTimeline),
    tickets: answered(museum.tickets).list,
    slot,
    timeZone: location?.timezone ?? museumTimeZone,
    ticketTypeNames: namesForLanguage(answered(museum.ticketTypes).list, language),
  };
}

const EXTEND = gql(`mutation ExtendOrder($museumId: ID!, $id: ID!) { extendOrder(museumId: $museumId, id: $id) { id expiresAt } }`);
const CANCEL = gql(`mutation CancelOrder($museumId: ID!, $id: ID!) { cancelOrder(museumId: $museumId, id: $id) { id status } }`);
const SEND = gql(`mutation SendOrderTickets($museumId: ID!, $id: ID!) { sendOrderTickets(museumId: $museumId, id: $id) { emailId } }`);
const VOID = gql(`mutation VoidTicket($museumId: ID!, $id: ID!) { voidTicket(museumId: $museumId, id: $id) { id status } }`);

export const extendOrder = (museumId: string, id: string) => graphql(EXTEND, { museumId, id });
export const cancelOrder = (museumId: string, id: string) => graphql(CANCEL, { museumId, id });
export const sendOrderTickets = (museumId: string, id: string) => graphql(SEND, { museumId, id });
export const voidTicket = (museumId: string, id: string) => graphql(VOID, { museumId, id });
