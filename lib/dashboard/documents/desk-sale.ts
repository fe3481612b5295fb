import { gql, type ResultOf, type VariablesOf } from "@/lib/graphql-schema-types/typed-graphql";
import { namesForLanguage } from "@/lib/i18n/translated-name";
import { answered, graphql } from "../graphql-client";

// The Sell tickets page (docs/dashboard.md, "Sell tickets"): the day's slots with their room left, the
// ticket types on sale, the sale itself, and the sold order for the printable tickets.

const DESK_DAY = gql(`
  query DeskDay($museumId: ID!, $from: DateTime!, $to: DateTime!) {
    museum(id: $museumId) {
      locations(limit: 1000) { list { id name timezone } }
      ticketTypes(limit: 1000) { list { id eventId locationId name translations { language name } price currency published memberTicket availableQuantity soldOut } }
      timeSlots(from: $from, to: $to, limit: 1000) { list { id eventId locationId timeZone startsAt endsAt availableCapacity groupPlacesKept event { name published } } }
    }
  }
`);

const SELL_AT_DESK = gql(`
  mutation SellAtDesk($museumId: ID!, $input: DeskSaleInput!) {
    sellAtDesk(museumId: $museumId, input: $input) { id }
  }
`);

const SOLD_ORDER = gql(`
  query SoldOrder($museumId: ID!, $id: ID!) {
    museum(id: $museumId) {
      order(id: $id) { id number status email paymentMethod total currency timeSlotId lines { ticketTypeId quantity } tickets { id ticketTypeId status qrData } group { name leaderName size } groupQrData }
      orderTimeline(id: $id) { kind emailTo emailStatus }
      ticketTypes(limit: 1000) { list { id name translations { language name } } }
    }
  }
`);

const SLOT_OF_ORDER = gql(`
  query SlotOfOrder($museumId: ID!, $id: ID!) {
    museum(id: $museumId) { timeSlot(id: $id) { id locationId timeZone startsAt endsAt event { name } } }
  }
`);

const SEND_TICKETS = gql(`
  mutation SendDeskTickets($museumId: ID!, $id: ID!) {
    sendOrderTickets(museumId: $museumId, id: $id) { emailId }
  }
`);

type DeskDayMuseum = NonNullable<ResultOf<typeof DESK_DAY>["museum"]>;
export type DeskLocation = NonNullable<DeskDayMuseum["locations"]>["list"][number];
export type DeskTicketType = NonNullable<DeskDayMuseum["ticketTypes"]>["list"][number];
export type DeskSlot = NonNullable<DeskDayMuseum["timeSlots"]>["list"][number];
export type DeskSaleInput = VariablesOf<typeof SELL_AT_DESK>["input"];

export async function fetchDeskDay(museumId: string, from: Date, to: Date) {
  const museum = answered((await graphql(DESK_DAY, { museumId, from: from.toISOString(), to: to.toISOString() })).museum);
  return { locations: answered(museum.locations).list, ticketTypes: answered(museum.ticketTypes).list, slots: answered(museum.timeSlots).list };
}

export async function sellAtDesk(museumId: string, input: DeskSaleInput): Promise<string> {
  return (await graphql(SELL_AT_DESK, { museumId, input })).sellAtDesk.id;
}

/** The sold order with its slot (which names the zone its times are read in); ticket types named for `language` (lib/i18n/translated-name.ts). */
export async function fetchSoldOrder(museumId: string, id: string, language: string) {
  const museum = answered((await graphql(SOLD_ORDER, { museumId, id })).museum);
  const order = answered(museum.order);
  const slot = order.timeSlotId ? answered((await graphql(SLOT_OF_ORDER, { museumId, id: order.timeSlotId })).museum).timeSlot : null;
  const typeNames = namesForLanguage(answered(museum.ticketTypes).list, language);
  // The newest ticket email (a resend is the newest) says where the tickets went and whether they arrived (docs/orders.md, "Ticket delivery").
  const emailed = (museum.orderTimeline ?? []).filter((entry) => entry.kind === "EMAILED" && entry.emailTo).at(-1);
  const ticketEmail = emailed ? { to: emailed.emailTo!, status: emailed.emailStatus ?? "QUEUED" } : null;
  return { order, slot, typeNames, ticketEmail };
}

export type SoldOrder = Awaited<ReturnType<typeof fetchSoldOrder>>;

export async function sendDeskTickets(museumId: string, id: string): Promise<void> {
  await graphql(SEND_TICKETS, { museumId, id });
}
