import type { TenantIds } from "./tenant";

// The staff tool server's door of the cross-tenant suite: what an assistant connected for a user with
// a role in museum A only tries against museum B. tests/reliability/cross-tenant-staff.test.ts lists
// the server's tools (tools/list) and fails when a tool is named by none of the tables below.

export interface McpAttempt {
  args(theirs: TenantIds, own: TenantIds): Record<string, unknown>;
}

/** A read of the caller's own museum that must show the caller's record of a kind and never the other museum's. */
export interface McpRead {
  args(own: TenantIds): Record<string, unknown>;
  /** Ids of the museum's records of the kind the read shows. */
  records(of: TenantIds): string[];
}

// The tenants' time slots start 2027-06-01T10:00Z; their tickets were sold today.
const SLOT_DAY = "2027-06-01";
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const idFilter = (id: string) => ({ operator: "EQUAL", fieldName: "ID", value: id });

/** The same arguments aimed at the other museum as a whole. */
const inTheirMuseum = (rest: (theirs: TenantIds) => Record<string, unknown> = () => ({})): McpAttempt => ({
  args: (t) => ({ museumId: t.museumId, ...rest(t) }),
});

/** The caller's own museum, with the other museum's records in the arguments. */
const inOwnMuseum = (rest: (theirs: TenantIds, own: TenantIds) => Record<string, unknown>): McpAttempt => ({
  args: (t, own) => ({ museumId: own.museumId, ...rest(t, own) }),
});

const newSlot = { startsAt: "2027-07-01T10:00:00Z", endsAt: "2027-07-01T11:00:00Z", capacity: 5 };
const newTicketType = { name: "Borrowed", price: 100, masterLanguage: "en", maxQuantity: 1 };
const newMembership = { name: "Borrowed", validFrom: "2027-01-01T00:00:00Z", validTo: "2028-01-01T00:00:00Z" };
const seasonRule = { from: "2027-08-03", to: "2027-08-04", times: ["10:00"], durationMinutes: 60, capacity: 5 };

/** Every tool that takes a museum or a record, each call answered as for ids that exist nowhere. */
export const mcpAttempts: Record<string, McpAttempt[]> = {
  list_locations: [inTheirMuseum()],
  create_location: [inTheirMuseum(() => ({ name: "Borrowed hall" }))],
  get_location: [inTheirMuseum((t) => ({ locationId: t.locationId })), inOwnMuseum((t) => ({ locationId: t.locationId }))],
  update_location: [inTheirMuseum((t) => ({ locationId: t.locationId, name: "Borrowed" })), inOwnMuseum((t) => ({ locationId: t.locationId, name: "Borrowed" }))],
  delete_location: [inTheirMuseum((t) => ({ locationId: t.locationId })), inOwnMuseum((t) => ({ locationId: t.locationId }))],
  get_customer: [inTheirMuseum((t) => ({ customerId: t.customerId })), inOwnMuseum((t) => ({ customerId: t.customerId }))],
  create_customer: [inTheirMuseum(() => ({ name: "Borrowed visitor" }))],
  update_customer: [inTheirMuseum((t) => ({ customerId: t.customerId, name: "Borrowed" })), inOwnMuseum((t) => ({ customerId: t.customerId, name: "Borrowed" }))],
  delete_customer: [inTheirMuseum((t) => ({ customerId: t.customerId })), inOwnMuseum((t) => ({ customerId: t.customerId }))],
  erase_customer: [inTheirMuseum((t) => ({ customerId: t.customerId })), inOwnMuseum((t) => ({ customerId: t.customerId }))],
  get_membership: [inTheirMuseum((t) => ({ membershipId: t.membershipId })), inOwnMuseum((t) => ({ membershipId: t.membershipId }))],
  create_membership: [inTheirMuseum((t) => ({ customerId: t.customerId, ...newMembership })), inOwnMuseum((t) => ({ customerId: t.customerId, ...newMembership }))],
  update_membership: [inTheirMuseum((t) => ({ membershipId: t.membershipId, name: "Borrowed" })), inOwnMuseum((t) => ({ membershipId: t.membershipId, name: "Borrowed" }))],
  cancel_membership: [inTheirMuseum((t) => ({ membershipId: t.membershipId })), inOwnMuseum((t) => ({ membershipId: t.membershipId }))],
  delete_membership: [inTheirMuseum((t) => ({ membershipId: t.membershipId })), inOwnMuseum((t) => ({ membershipId: t.membershipId }))],
  // The catalog's list operations take the filter as JSON text, as /v1's ?filter= does.
  list_events: [
    inTheirMuseum(),
    inOwnMuseum((t) => ({ filter: JSON.stringify(idFilter(t.eventId)) })),
    inOwnMuseum((t) => ({ filter: JSON.stringify({ operator: "EQUAL", fieldName: "LOCATION_ID", value: t.locationId }) })),
  ],
  get_event: [inTheirMuseum((t) => ({ eventId: t.eventId })), inOwnMuseum((t) => ({ eventId: t.eventId }))],
  create_event: [inTheirMuseum(() => ({ name: "Borrowed hall" })), inOwnMuseum((t) => ({ name: "Borrowed hall", locationId: t.locationId }))],
  update_event: [inTheirMuseum((t) => ({ eventId: t.eventId, published: false })), inOwnMuseum((t) => ({ eventId: t.eventId, published: false }))],
  delete_event: [inTheirMuseum((t) => ({ eventId: t.eventId })), inOwnMuseum((t) => ({ eventId: t.eventId }))],
  list_time_slots: [
    inTheirMuseum((t) => ({ eventId: t.eventId })),
    inOwnMuseum((t) => ({ eventId: t.eventId })),
    inOwnMuseum((t) => ({ filter: JSON.stringify(idFilter(t.timeSlotId)) })),
  ],
  get_time_slot: [inTheirMuseum((t) => ({ timeSlotId: t.timeSlotId })), inOwnMuseum((t) => ({ timeSlotId: t.timeSlotId }))],
  update_time_slot: [
    inTheirMuseum((t) => ({ timeSlotId: t.timeSlotId, closed: true })),
    inOwnMuseum((t) => ({ timeSlotId: t.timeSlotId, capacity: 1 })),
    inOwnMuseum((t, own) => ({ timeSlotId: own.timeSlotId, eventId: t.eventId })),
    inOwnMuseum((t, own) => ({ timeSlotId: own.timeSlotId, locationId: t.locationId })),
  ],
  delete_time_slot: [inTheirMuseum((t) => ({ timeSlotId: t.timeSlotId })), inOwnMuseum((t) => ({ timeSlotId: t.timeSlotId }))],
  create_time_slot: [
    inTheirMuseum((t) => ({ ...newSlot, eventId: t.eventId })),
    inOwnMuseum((t) => ({ ...newSlot, eventId: t.eventId })),
    inOwnMuseum((t) => ({ ...newSlot, locationId: t.locationId })),
  ],
  day_capacity: [inTheirMuseum(() => ({ date: SLOT_DAY })), inOwnMuseum((t) => ({ date: SLOT_DAY, eventId: t.eventId }))],
  list_ticket_types: [
    inTheirMuseum(),
    inOwnMuseum((t) => ({ eventId: t.eventId })),
    inOwnMuseum((t) => ({ filter: JSON.stringify(idFilter(t.ticketTypeId)) })),
  ],
  get_ticket_type: [inTheirMuseum((t) => ({ ticketTypeId: t.ticketTypeId })), inOwnMuseum((t) => ({ ticketTypeId: t.ticketTypeId }))],
  update_ticket_type: [
    inTheirMuseum((t) => ({ ticketTypeId: t.ticketTypeId, published: false })),
    inOwnMuseum((t) => ({ ticketTypeId: t.ticketTypeId, published: false })),
    inOwnMuseum((t, own) => ({ ticketTypeId: own.ticketTypeId, locationId: t.locationId })),
  ],
  delete_ticket_type: [inTheirMuseum((t) => ({ ticketTypeId: t.ticketTypeId })), inOwnMuseum((t) => ({ ticketTypeId: t.ticketTypeId }))],
  create_ticket_type: [
    inTheirMuseum((t) => ({ ...newTicketType, eventId: t.eventId })),
    inOwnMuseum((t) => ({ ...newTicketType, eventId: t.eventId })),
    inOwnMuseum((t, own) => ({ ...newTicketType, eventId: own.eventId, locationId: t.locationId })),
  ],
  search_customers: [
    inTheirMuseum(),
    inOwnMuseum((t) => ({ filter: JSON.stringify(idFilter(t.customerId)) })),
    inOwnMuseum((t) => ({ email: t.customerEmail })),
    inOwnMuseum((t) => ({ memberNumber: t.memberNumber })),
    inOwnMuseum((t) => ({ filter: JSON.stringify({ operator: "EQUAL", fieldName: `CUSTOM.${t.customerFieldKey.toUpperCase()}`, value: "x" }) })),
  ],
  customer_memberships: [inTheirMuseum((t) => ({ customerId: t.customerId })), inOwnMuseum((t) => ({ customerId: t.customerId }))],
  send_membership_email: [inTheirMuseum((t) => ({ membershipId: t.membershipId })), inOwnMuseum((t) => ({ membershipId: t.membershipId }))],
  send_cancel_subscription_email: [inTheirMuseum((t) => ({ membershipId: t.membershipId })), inOwnMuseum((t) => ({ membershipId: t.membershipId }))],
  // A read-only tool: the other museum's genuine code must verify as not valid, naming nobody.
  verify_membership_qr: [inTheirMuseum((t) => ({ qrData: t.qrData })), inOwnMuseum((t) => ({ qrData: t.qrData }))],
  sales_summary: [inTheirMuseum(() => ({ from: day(-300), to: day(1) }))],
  // Another museum's genuine codes are refused as codes of records that do not exist.
  check_in_visitor: [inTheirMuseum((t) => ({ qrData: t.ticketQrData })), inOwnMuseum((t) => ({ qrData: t.ticketQrData })), inOwnMuseum((t) => ({ qrData: t.qrData }))],
  check_out_visitor: [inTheirMuseum((t) => ({ qrData: t.ticketQrData })), inOwnMuseum((t) => ({ qrData: t.ticketQrData })), inOwnMuseum((t) => ({ qrData: t.qrData }))],
  occupancy_now: [inTheirMuseum()],
  // Another museum's admission or card in the filter (JSON text, as the catalog's lists take it), with and without the kind: none match.
  list_check_ins: [
    inTheirMuseum(),
    inOwnMuseum((t) => ({ filter: JSON.stringify(idFilter(t.checkInId)) })),
    inOwnMuseum((t) => ({ kind: "MEMBERSHIP", filter: JSON.stringify({ operator: "EQUAL", fieldName: "MEMBERSHIP_ID", value: t.membershipId }) })),
  ],
  slot_attendance: [inTheirMuseum((t) => ({ date: SLOT_DAY, eventId: t.eventId })), inOwnMuseum((t) => ({ date: SLOT_DAY, eventId: t.eventId }))],
  list_orders: [inTheirMuseum()],
  get_order: [inTheirMuseum((t) => ({ orderId: t.orderId })), inOwnMuseum((t) => ({ orderId: t.orderId }))],
  confirm_order: [inTheirMuseum((t) => ({ orderId: t.orderId })), inOwnMuseum((t) => ({ orderId: t.orderId }))],
  cancel_order: [inTheirMuseum((t) => ({ orderId: t.orderId })), inOwnMuseum((t) => ({ orderId: t.orderId }))],
  extend_order: [inTheirMuseum((t) => ({ orderId: t.orderId })), inOwnMuseum((t) => ({ orderId: t.orderId }))],
  send_order_tickets: [inTheirMuseum((t) => ({ orderId: t.orderId })), inOwnMuseum((t) => ({ orderId: t.orderId }))],
  // A sale in the other museum, of its slot or ticket type, or booked with its member's card: refused, nothing sold.
  sell_tickets: [
    inTheirMuseum((t) => ({ timeSlotId: t.timeSlotId, paymentMethod: "CASH", lines: [{ ticketTypeId: t.ticketTypeId, quantity: 1 }] })),
    inOwnMuseum((t) => ({ timeSlotId: t.timeSlotId, paymentMethod: "CASH", lines: [{ ticketTypeId: t.ticketTypeId, quantity: 1 }] })),
    inOwnMuseum((t, own) => ({ timeSlotId: own.timeSlotId, paymentMethod: "CASH", lines: [{ ticketTypeId: t.ticketTypeId, quantity: 1 }] })),
    inOwnMuseum((t, own) => ({ timeSlotId: t.timeSlotId, paymentMethod: "CASH", lines: [{ ticketTypeId: own.ticketTypeId, quantity: 1 }] })),
    inOwnMuseum((t, own) => ({ timeSlotId: own.timeSlotId, paymentMethod: "CASH", lines: [{ ticketTypeId: own.ticketTypeId, quantity: 1, membershipId: t.membershipId }] })),
  ],
  // A hold in the other museum, of its slot, ticket type or customer, or booked with its member's card: refused, nothing held.
  hold_order: [
    inTheirMuseum((t) => ({ timeSlotId: t.timeSlotId, lines: [{ ticketTypeId: t.ticketTypeId, quantity: 1 }] })),
    inOwnMuseum((t) => ({ timeSlotId: t.timeSlotId, lines: [{ ticketTypeId: t.ticketTypeId, quantity: 1 }] })),
    inOwnMuseum((t, own) => ({ timeSlotId: own.timeSlotId, lines: [{ ticketTypeId: t.ticketTypeId, quantity: 1 }] })),
    inOwnMuseum((t, own) => ({ timeSlotId: t.timeSlotId, lines: [{ ticketTypeId: own.ticketTypeId, quantity: 1 }] })),
    inOwnMuseum((t, own) => ({ timeSlotId: own.timeSlotId, lines: [{ ticketTypeId: own.ticketTypeId, quantity: 1, membershipId: t.membershipId }] })),
    inOwnMuseum((t, own) => ({ timeSlotId: own.timeSlotId, customerId: t.customerId, lines: [{ ticketTypeId: own.ticketTypeId, quantity: 1 }] })),
  ],
  void_ticket: [inTheirMuseum((t) => ({ ticketId: t.ticketId })), inOwnMuseum((t) => ({ ticketId: t.ticketId }))],
  visits_report: [inTheirMuseum(() => ({ from: SLOT_DAY, to: SLOT_DAY }))],
  preview_schedule: [inTheirMuseum((t) => ({ ...seasonRule, eventId: t.eventId })), inOwnMuseum((t) => ({ ...seasonRule, eventId: t.eventId })), inOwnMuseum((t, own) => ({ ...seasonRule, eventId: own.eventId, locationId: t.locationId }))],
  create_schedule: [inTheirMuseum((t) => ({ ...seasonRule, eventId: t.eventId })), inOwnMuseum((t) => ({ ...seasonRule, eventId: t.eventId })), inOwnMuseum((t, own) => ({ ...seasonRule, eventId: own.eventId, locationId: t.locationId }))],
  close_days: [
    inTheirMuseum(() => ({ from: SLOT_DAY, to: SLOT_DAY, closed: true })),
    inOwnMuseum((t) => ({ from: SLOT_DAY, to: SLOT_DAY, closed: true, eventId: t.eventId })),
    inOwnMuseum((t) => ({ from: SLOT_DAY, to: SLOT_DAY, closed: true, locationId: t.locationId })),
  ],
};

/** The caller's own museum: its record of each kind is there, the other museum's never. */
export const mcpReads: Record<string, McpRead> = {
  list_locations: { args: (own) => ({ museumId: own.museumId }), records: (of) => [of.locationId] },
  list_events: { args: (own) => ({ museumId: own.museumId }), records: (of) => [of.eventId, of.locationId] },
  list_time_slots: { args: (own) => ({ museumId: own.museumId }), records: (of) => [of.timeSlotId] },
  day_capacity: { args: (own) => ({ museumId: own.museumId, date: SLOT_DAY }), records: (of) => [of.timeSlotId] },
  list_ticket_types: { args: (own) => ({ museumId: own.museumId }), records: (of) => [of.ticketTypeId] },
  search_customers: { args: (own) => ({ museumId: own.museumId }), records: (of) => [of.customerId] },
  customer_memberships: { args: (own) => ({ museumId: own.museumId, customerId: own.customerId }), records: (of) => [of.customerId, of.membershipId] },
  sales_summary: { args: (own) => ({ museumId: own.museumId, from: day(-300), to: day(1) }), records: (of) => [of.ticketTypeId] },
  slot_attendance: { args: (own) => ({ museumId: own.museumId, date: SLOT_DAY }), records: (of) => [of.timeSlotId] },
  list_museums: { args: () => ({}), records: (of) => [of.museumId] },
  list_orders: { args: (own) => ({ museumId: own.museumId }), records: (of) => [of.orderId] },
  // The tenant's member was admitted when the tenant was made: today in the museum's zone.
  list_check_ins: { args: (own) => ({ museumId: own.museumId }), records: (of) => [of.checkInId, of.membershipId] },
  visits_report: { args: (own) => ({ museumId: own.museumId, from: SLOT_DAY, to: SLOT_DAY, groupBy: "timeSlot" }), records: (of) => [of.timeSlotId] },
};

/** Tools that take neither a museum nor a record: nothing of the other museum's to try them with. */
export const mcpWithoutOtherRecords = new Set(["list_museums"]);
