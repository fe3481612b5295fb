import { seasonMutations, seasonReads } from "./graphql-season";
import type { TenantIds } from "./tenant";

// The GraphQL door of the cross-tenant suite: what a user with a role in museum A only tries against
// museum B. tests/reliability/cross-tenant.test.ts reads the schema and fails when a mutation, or a
// museum field that takes arguments, is named by none of the tables below.

export interface GraphqlAttempt {
  query: string;
  variables(theirs: TenantIds, own: TenantIds): Record<string, unknown>;
}

const idFilter = (id: string) => JSON.stringify({ operator: "EQUAL", fieldName: "ID", value: id });

/** A museum field read on the caller's own museum with the other museum's id. */
const one = (field: string, id: (t: TenantIds) => string): GraphqlAttempt => ({
  query: `query($m: ID!, $id: ID!) { museum(id: $m) { id ${field}(id: $id) { id } } }`,
  variables: (t, own) => ({ m: own.museumId, id: id(t) }),
});

/** A list on the caller's own museum filtered to the other museum's record. */
const filtered = (field: string, id: (t: TenantIds) => string, args = ""): GraphqlAttempt => ({
  query: `query($m: ID!, $f: String) { museum(id: $m) { id ${field}(filter: $f${args}) { total list { id } } } }`,
  variables: (t, own) => ({ m: own.museumId, f: idFilter(id(t)) }),
});

const checkOutQuery = `mutation($m: ID!, $q: String!) { checkOut(museumId: $m, qrData: $q) { checkedOut checkOut { checkInId } refusal { code message } } }`;
const checkInQuery = `mutation($m: ID!, $q: String!) { checkIn(museumId: $m, qrData: $q) { admitted checkIn { id visitorName } refusal { code message firstCheckedInAt entrance timeZone } } }`;

/** Museum fields with arguments, each read with the other museum's ids. */
export const graphqlReads: Record<string, GraphqlAttempt[]> = {
  location: [one("location", (t) => t.locationId)],
  locations: [filtered("locations", (t) => t.locationId)],
  event: [one("event", (t) => t.eventId)],
  events: [filtered("events", (t) => t.eventId)],
  timeSlot: [one("timeSlot", (t) => t.timeSlotId)],
  timeSlots: [
    filtered("timeSlots", (t) => t.timeSlotId),
    {
      query: `query($m: ID!, $e: ID!) { museum(id: $m) { id timeSlots(eventId: $e) { total list { id } } } }`,
      variables: (t, own) => ({ m: own.museumId, e: t.eventId }),
    },
  ],
  ticketType: [one("ticketType", (t) => t.ticketTypeId)],
  ticketTypes: [
    filtered("ticketTypes", (t) => t.ticketTypeId),
    {
      query: `query($m: ID!, $e: ID!) { museum(id: $m) { id ticketTypes(eventId: $e) { total list { id } } } }`,
      variables: (t, own) => ({ m: own.museumId, e: t.eventId }),
    },
  ],
  customer: [one("customer", (t) => t.customerId)],
  customers: [
    filtered("customers", (t) => t.customerId),
    {
      query: `query($m: ID!, $n: String, $e: String) { museum(id: $m) { id byNumber: customers(memberNumber: $n) { total list { id } } byEmail: customers(email: $e) { total list { id } } } }`,
      variables: (t, own) => ({ m: own.museumId, n: t.memberNumber, e: t.customerEmail }),
    },
  ],
  membership: [one("membership", (t) => t.membershipId)],
  memberships: [
    filtered("memberships", (t) => t.membershipId),
    {
      query: `query($m: ID!, $c: ID!) { museum(id: $m) { id memberships(customerId: $c) { total list { id } } } }`,
      variables: (t, own) => ({ m: own.museumId, c: t.customerId }),
    },
  ],
  ticket: [one("ticket", (t) => t.ticketId)],
  tickets: [filtered("tickets", (t) => t.ticketId)],
  reservation: [one("reservation", (t) => t.reservationId)],
  reservations: [filtered("reservations", (t) => t.reservationId)],
  checkIn: [one("checkIn", (t) => t.checkInId)],
  checkIns: [filtered("checkIns", (t) => t.checkInId)],
  offlineScans: [filtered("offlineScans", (t) => t.offlineScanId)],
  // The caller's own occupancy: the other museum's location must not show.
  occupancy: [{ query: `query($m: ID!) { museum(id: $m) { id occupancy { locationId inside } } }`, variables: (_t, own) => ({ m: own.museumId }) }],
  // B's codes read in B's museum and in the caller's own: no group of either is named.
  groupAtDoor: [
    { query: `query($m: ID!, $q: String!) { museum(id: $m) { id groupAtDoor(qrData: $q) { orderId } } }`, variables: (t) => ({ m: t.museumId, q: t.ticketQrData }) },
    { query: `query($m: ID!, $q: String!) { museum(id: $m) { id groupAtDoor(qrData: $q) { orderId } } }`, variables: (t, own) => ({ m: own.museumId, q: t.ticketQrData }) },
  ],
  order: [one("order", (t) => t.orderId)],
  orders: [filtered("orders", (t) => t.orderId)],
  orderTimeline: [
    {
      query: `query($m: ID!, $id: ID!) { museum(id: $m) { id orderTimeline(id: $id) { kind at } } }`,
      variables: (t, own) => ({ m: own.museumId, id: t.orderId }),
    },
  ],
  // The caller's own report for the tenants' slot day: the other museum's slot and tickets must not show.
  visitReport: [
    {
      query: `query($m: ID!) { museum(id: $m) { id visitReport(from: "2027-06-01", to: "2027-06-01", groupBy: TIME_SLOT) { rows { timeSlotId ticketsSold revenue } } } }`,
      variables: (_t, own) => ({ m: own.museumId }),
    },
  ],
  // The caller's own sales over the last 300 days: the other museum's ticket sold must not show.
  salesSummary: [
    {
      query: `query($m: ID!, $from: DateTime!, $to: DateTime!) { museum(id: $m) { id salesSummary(from: $from, to: $to) { ticketsSold ticketTypes { ticketTypeId name } } } }`,
      variables: (_t, own) => ({ m: own.museumId, from: new Date(Date.now() - 300 * 86_400_000).toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() }),
    },
  ],
  // The caller's own saved filters: the other museum's (its name carries the marker) must not show.
  savedFilters: [{ query: `query($m: ID!) { museum(id: $m) { id savedFilters(kind: CUSTOMER) { id name filter } } }`, variables: (_t, own) => ({ m: own.museumId }) }],
  ...seasonReads,
};

/** A mutation on the other museum's order: naming that museum, then naming the caller's own. */
const orderMutation = (name: string, field: string): GraphqlAttempt[] => [
  { query: `mutation($m: ID!, $id: ID!) { ${name}(museumId: $m, id: $id) { ${field} } }`, variables: (t) => ({ m: t.museumId, id: t.orderId }) },
  { query: `mutation($m: ID!, $id: ID!) { ${name}(museumId: $m, id: $id) { ${field} } }`, variables: (t, own) => ({ m: own.museumId, id: t.orderId }) },
];

const deskSale = `mutation($m: ID!, $s: ID!, $tt: ID!) { sellAtDesk(museumId: $m, input: { timeSlotId: $s, paymentMethod: CASH, lines: [{ ticketTypeId: $tt, quantity: 1 }] }) { id } }`;

const slot = { startsAt: "2027-07-01T10:00:00Z", endsAt: "2027-07-01T11:00:00Z", capacity: 5 };

/**
 * Every mutation, with the other museum's ids: once naming the other museum itself (where the caller
 * has no role), once naming the caller's own museum.
 */
export const graphqlMutations: Record<string, GraphqlAttempt[]> = {
  createLocation: [{ query: `mutation($m: ID!) { createLocation(museumId: $m, input: { name: "Planted hall" }) { id } }`, variables: (t) => ({ m: t.museumId }) }],
  updateLocation: [
    { query: `mutation($m: ID!, $id: ID!) { updateLocation(museumId: $m, id: $id, input: { maxOccupancy: 1 }) { id } }`, variables: (t) => ({ m: t.museumId, id: t.locationId }) },
    { query: `mutation($m: ID!, $id: ID!) { updateLocation(museumId: $m, id: $id, input: { maxOccupancy: 1 }) { id } }`, variables: (t, own) => ({ m: own.museumId, id: t.locationId }) },
  ],
  createEvent: [
    { query: `mutation($m: ID!) { createEvent(museumId: $m, input: { name: "Planted" }) { id } }`, variables: (t) => ({ m: t.museumId }) },
    {
      query: `mutation($m: ID!, $l: ID!) { createEvent(museumId: $m, input: { name: "Borrowed hall", locationId: $l }) { id } }`,
      variables: (t, own) => ({ m: own.museumId, l: t.locationId }),
    },
  ],
  updateEvent: [
    { query: `mutation($m: ID!, $id: ID!) { updateEvent(museumId: $m, id: $id, input: { name: "Taken over" }) { id } }`, variables: (t) => ({ m: t.museumId, id: t.eventId }) },
    { query: `mutation($m: ID!, $id: ID!) { updateEvent(museumId: $m, id: $id, input: { name: "Taken over" }) { id } }`, variables: (t, own) => ({ m: own.museumId, id: t.eventId }) },
    {
      query: `mutation($m: ID!, $id: ID!, $l: ID!) { updateEvent(museumId: $m, id: $id, input: { locationId: $l }) { id } }`,
      variables: (t, own) => ({ m: own.museumId, id: own.eventId, l: t.locationId }),
    },
  ],
  createTimeSlot: [
    { query: `mutation($m: ID!, $i: CreateTimeSlotInput!) { createTimeSlot(museumId: $m, input: $i) { id } }`, variables: (t) => ({ m: t.museumId, i: slot }) },
    {
      query: `mutation($m: ID!, $i: CreateTimeSlotInput!) { createTimeSlot(museumId: $m, input: $i) { id } }`,
      variables: (t, own) => ({ m: own.museumId, i: { ...slot, eventId: t.eventId } }),
    },
  ],
  updateTimeSlot: [
    { query: `mutation($m: ID!, $id: ID!) { updateTimeSlot(museumId: $m, id: $id, input: { capacity: 1 }) { id } }`, variables: (t) => ({ m: t.museumId, id: t.timeSlotId }) },
    { query: `mutation($m: ID!, $id: ID!) { updateTimeSlot(museumId: $m, id: $id, input: { capacity: 1 }) { id } }`, variables: (t, own) => ({ m: own.museumId, id: t.timeSlotId }) },
    {
      query: `mutation($m: ID!, $id: ID!, $l: ID!) { updateTimeSlot(museumId: $m, id: $id, input: { locationId: $l }) { id } }`,
      variables: (t, own) => ({ m: own.museumId, id: own.timeSlotId, l: t.locationId }),
    },
  ],
  createTicketType: [
    {
      query: `mutation($m: ID!, $e: ID!) { createTicketType(museumId: $m, input: { eventId: $e, name: "Planted", price: 1, masterLanguage: "en", maxQuantity: 1 }) { id } }`,
      variables: (t) => ({ m: t.museumId, e: t.eventId }),
    },
    {
      query: `mutation($m: ID!, $e: ID!) { createTicketType(museumId: $m, input: { eventId: $e, name: "Borrowed", price: 1, masterLanguage: "en", maxQuantity: 1 }) { id } }`,
      variables: (t, own) => ({ m: own.museumId, e: t.eventId }),
    },
  ],
  updateTicketType: [
    { query: `mutation($m: ID!, $id: ID!) { updateTicketType(museumId: $m, id: $id, input: { price: 0 }) { id } }`, variables: (t) => ({ m: t.museumId, id: t.ticketTypeId }) },
    { query: `mutation($m: ID!, $id: ID!) { updateTicketType(museumId: $m, id: $id, input: { price: 0 }) { id } }`, variables: (t, own) => ({ m: own.museumId, id: t.ticketTypeId }) },
    {
      query: `mutation($m: ID!, $id: ID!, $e: ID!) { updateTicketType(museumId: $m, id: $id, input: { eventId: $e }) { id } }`,
      variables: (t, own) => ({ m: own.museumId, id: own.ticketTypeId, e: t.eventId }),
    },
  ],
  cancelReservation: [
    { query: `mutation($m: ID!, $id: ID!) { cancelReservation(museumId: $m, id: $id) { id } }`, variables: (t) => ({ m: t.museumId, id: t.reservationId }) },
    { query: `mutation($m: ID!, $id: ID!) { cancelReservation(museumId: $m, id: $id) { id } }`, variables: (t, own) => ({ m: own.museumId, id: t.reservationId }) },
  ],
  sendMembershipEmail: [
    { query: `mutation($m: ID!, $id: ID!) { sendMembershipEmail(museumId: $m, membershipId: $id) { emailId } }`, variables: (t) => ({ m: t.museumId, id: t.membershipId }) },
    { query: `mutation($m: ID!, $id: ID!) { sendMembershipEmail(museumId: $m, membershipId: $id) { emailId } }`, variables: (t, own) => ({ m: own.museumId, id: t.membershipId }) },
  ],
  sendCancelSubscriptionEmail: [
    { query: `mutation($m: ID!, $id: ID!) { sendCancelSubscriptionEmail(museumId: $m, membershipId: $id) { emailId } }`, variables: (t) => ({ m: t.museumId, id: t.membershipId }) },
    {
      query: `mutation($m: ID!, $id: ID!) { sendCancelSubscriptionEmail(museumId: $m, membershipId: $id) { emailId } }`,
      variables: (t, own) => ({ m: own.museumId, id: t.membershipId }),
    },
  ],
  sellAtDesk: [
    // The other museum's slot and ticket type, once in its name and once under the caller's own museum.
    { query: deskSale, variables: (t) => ({ m: t.museumId, s: t.timeSlotId, tt: t.ticketTypeId }) },
    { query: deskSale, variables: (t, own) => ({ m: own.museumId, s: t.timeSlotId, tt: t.ticketTypeId }) },
  ],
  confirmOrder: orderMutation("confirmOrder", "id"),
  cancelOrder: orderMutation("cancelOrder", "id"),
  extendOrder: orderMutation("extendOrder", "id"),
  sendOrderTickets: orderMutation("sendOrderTickets", "emailId"),
  voidTicket: [
    { query: `mutation($m: ID!, $id: ID!) { voidTicket(museumId: $m, id: $id) { id } }`, variables: (t) => ({ m: t.museumId, id: t.ticketId }) },
    { query: `mutation($m: ID!, $id: ID!) { voidTicket(museumId: $m, id: $id) { id } }`, variables: (t, own) => ({ m: own.museumId, id: t.ticketId }) },
  ],
  eraseCustomer: [
    { query: `mutation($m: ID!, $id: ID!) { eraseCustomer(museumId: $m, id: $id) { customerId } }`, variables: (t) => ({ m: t.museumId, id: t.customerId }) },
    { query: `mutation($m: ID!, $id: ID!) { eraseCustomer(museumId: $m, id: $id) { customerId } }`, variables: (t, own) => ({ m: own.museumId, id: t.customerId }) },
  ],
  createCustomer: [
    { query: `mutation($m: ID!) { createCustomer(museumId: $m, input: { name: "Planted" }) { id } }`, variables: (t) => ({ m: t.museumId }) },
    // The other museum's member number and custom field key, under the caller's own museum: neither is known here.
    {
      query: `mutation($m: ID!, $n: String!, $f: JSON!) { createCustomer(museumId: $m, input: { name: "Borrowed", memberNumber: $n, customFields: $f }) { id } }`,
      variables: (t, own) => ({ m: own.museumId, n: t.memberNumber, f: { [t.customerFieldKey]: "Borrowed" } }),
    },
  ],
  updateCustomer: [
    { query: `mutation($m: ID!, $id: ID!) { updateCustomer(museumId: $m, id: $id, input: { name: "Taken over" }) { id } }`, variables: (t) => ({ m: t.museumId, id: t.customerId }) },
    { query: `mutation($m: ID!, $id: ID!) { updateCustomer(museumId: $m, id: $id, input: { name: "Taken over" }) { id } }`, variables: (t, own) => ({ m: own.museumId, id: t.customerId }) },
  ],
  createMembership: [
    {
      query: `mutation($m: ID!, $c: ID!) { createMembership(museumId: $m, input: { customerId: $c, name: "Planted", validFrom: "2027-01-01T00:00:00Z", validTo: "2027-12-31T00:00:00Z" }) { id } }`,
      variables: (t) => ({ m: t.museumId, c: t.customerId }),
    },
    {
      query: `mutation($m: ID!, $c: ID!) { createMembership(museumId: $m, input: { customerId: $c, name: "Borrowed", validFrom: "2027-01-01T00:00:00Z", validTo: "2027-12-31T00:00:00Z" }) { id } }`,
      variables: (t, own) => ({ m: own.museumId, c: t.customerId }),
    },
  ],
  updateMembership: [
    { query: `mutation($m: ID!, $id: ID!) { updateMembership(museumId: $m, id: $id, input: { status: CANCELLED }) { id } }`, variables: (t) => ({ m: t.museumId, id: t.membershipId }) },
    { query: `mutation($m: ID!, $id: ID!) { updateMembership(museumId: $m, id: $id, input: { status: CANCELLED }) { id } }`, variables: (t, own) => ({ m: own.museumId, id: t.membershipId }) },
  ],
  // The caller's own choice, but in the other museum: refused as for a museum that does not exist.
  setDailySummaryEmail: [{ query: `mutation($m: ID!) { setDailySummaryEmail(museumId: $m, enabled: true) { id } }`, variables: (t) => ({ m: t.museumId }) }],
  // Answers { valid } rather than an error; another museum's code must read valid: false.
  verifyMembershipQrCode: [
    { query: `mutation($m: ID!, $q: String!) { verifyMembershipQrCode(museumId: $m, qrData: $q) { valid customerName } }`, variables: (t) => ({ m: t.museumId, q: t.qrData }) },
    { query: `mutation($m: ID!, $q: String!) { verifyMembershipQrCode(museumId: $m, qrData: $q) { valid customerName } }`, variables: (t, own) => ({ m: own.museumId, q: t.qrData }) },
  ],
  // Answers a refusal as data; another museum's code must be INVALID_CODE and nothing more.
  checkIn: [
    { query: checkInQuery, variables: (t) => ({ m: t.museumId, q: t.qrData }) },
    { query: checkInQuery, variables: (t, own) => ({ m: own.museumId, q: t.qrData }) },
    { query: checkInQuery, variables: (t, own) => ({ m: own.museumId, q: t.ticketQrData }) },
  ],
  // An exit with another museum's code: INVALID_CODE and nothing more, the visitor stays inside there.
  checkOut: [
    { query: checkOutQuery, variables: (t) => ({ m: t.museumId, q: t.qrData }) },
    { query: checkOutQuery, variables: (t, own) => ({ m: own.museumId, q: t.qrData }) },
    { query: checkOutQuery, variables: (t, own) => ({ m: own.museumId, q: t.ticketQrData }) },
  ],
  saveFilter: [
    {
      query: `mutation($m: ID!, $f: String!) { saveFilter(museumId: $m, input: { kind: CUSTOMER, name: "Regulars", filter: $f }) { id } }`,
      variables: (t) => ({ m: t.museumId, f: JSON.stringify({ operator: "AND", conditions: [] }) }),
    },
  ],
  deleteSavedFilter: [
    { query: `mutation($m: ID!, $id: ID!) { deleteSavedFilter(museumId: $m, id: $id) }`, variables: (t) => ({ m: t.museumId, id: t.savedFilterId }) },
    { query: `mutation($m: ID!, $id: ID!) { deleteSavedFilter(museumId: $m, id: $id) }`, variables: (t, own) => ({ m: own.museumId, id: t.savedFilterId }) },
  ],
  ...seasonMutations,
};
