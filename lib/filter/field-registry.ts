import type { FieldType } from "./filter-language";

// Every filterable field of every listed resource: the upper-case name a filter uses, the Prisma
// column behind it and its type. Relations lead one hop to another resource's fields
// (CUSTOMER.MEMBERSHIP.VALID_TO). museumId, counters that ignore expiry and secrets are left out on
// purpose: a filter can only see what the API shows.

export type FilterResource =
  | "LOCATION"
  | "EVENT"
  | "TIME_SLOT"
  | "TICKET_TYPE"
  | "TICKET_RESERVATION"
  | "TICKET"
  | "CUSTOMER"
  | "CUSTOMER_FIELD"
  | "MEMBERSHIP"
  | "CHECK_IN"
  | "OFFLINE_SCAN"
  | "ORDER";

export interface ColumnField {
  type: Exclude<FieldType, "list">;
  /** Prisma field name on the resource's model. */
  column: string;
  /** The column may be null; negative operators then also match null. */
  nullable?: boolean;
  /** The only values an enum field takes. */
  values?: readonly string[];
}

export interface RelationLink {
  /** Prisma relation field name. */
  relation: string;
  target: FilterResource;
  /** To-many: a condition holds when some related record matches. */
  many: boolean;
}

export interface ResourceFields {
  columns: Record<string, ColumnField>;
  relations: Record<string, RelationLink>;
  /** The museum's custom customer fields are filterable as CUSTOM.<KEY>. */
  customFields: boolean;
}

const id = (column: string, nullable = false): ColumnField => ({ type: "id", column, nullable });
const text = (column: string, nullable = false): ColumnField => ({ type: "string", column, nullable });
const number = (column: string): ColumnField => ({ type: "number", column });
const date = (column: string, nullable = false): ColumnField => ({ type: "date", column, nullable });
const flag = (column: string): ColumnField => ({ type: "boolean", column });
const oneOf = (column: string, values: readonly string[]): ColumnField => ({ type: "enum", column, values });
const one = (relation: string, target: FilterResource): RelationLink => ({ relation, target, many: false });
const many = (relation: string, target: FilterResource): RelationLink => ({ relation, target, many: true });

const timestamps = { CREATED_AT: date("createdAt"), UPDATED_AT: date("updatedAt") };

export const FIELD_REGISTRY: Record<FilterResource, ResourceFields> = {
  LOCATION: {
    columns: { ID: id("id"), NAME: text("name"), TIMEZONE: text("timezone"), ...timestamps },
    relations: {},
    customFields: false,
  },
  EVENT: {
    columns: {
      ID: id("id"),
      NAME: text("name"),
      DESCRIPTION: text("description"),
      LOCATION_ID: id("locationId", true),
      STARTS_AT: date("startsAt", true),
      ENDS_AT: date("endsAt", true),
      PUBLISHED: flag("published"),
      ...timestamps,
    },
    relations: { LOCATION: one("location", "LOCATION") },
    customFields: false,
  },
  TIME_SLOT: {
    columns: {
      ID: id("id"),
      EVENT_ID: id("eventId", true),
      LOCATION_ID: id("locationId", true),
      STARTS_AT: date("startsAt"),
      ENDS_AT: date("endsAt"),
      CAPACITY: number("capacity"),
      SCHEDULE_ID: id("scheduleId", true),
      CLOSED_AT: date("closedAt", true),
      ...timestamps,
    },
    relations: { EVENT: one("event", "EVENT"), LOCATION: one("location", "LOCATION") },
    customFields: false,
  },
  TICKET_TYPE: {
    columns: {
      ID: id("id"),
      EVENT_ID: id("eventId"),
      LOCATION_ID: id("locationId", true),
      NAME: text("name"),
      DESCRIPTION: text("description"),
      PRICE: number("price"),
      CURRENCY: text("currency"),
      MASTER_LANGUAGE: text("masterLanguage"),
      MAX_QUANTITY: number("maxQuantity"),
      ADD_ON: flag("addOn"),
      PUBLISHED: flag("published"),
      ...timestamps,
    },
    relations: { EVENT: one("event", "EVENT"), LOCATION: one("location", "LOCATION") },
    customFields: false,
  },
  TICKET_RESERVATION: {
    columns: {
      ID: id("id"),
      TICKET_TYPE_ID: id("ticketTypeId"),
      TIME_SLOT_ID: id("timeSlotId", true),
      STATUS: oneOf("status", ["ACTIVE", "CONVERTED", "CANCELLED", "EXPIRED"]),
      CREATED_AT: date("createdAt"),
      EXPIRES_AT: date("expiresAt"),
    },
    relations: { TICKET_TYPE: one("ticketType", "TICKET_TYPE"), TIME_SLOT: one("timeSlot", "TIME_SLOT") },
    customFields: false,
  },
  TICKET: {
    columns: {
      ID: id("id"),
      TICKET_TYPE_ID: id("ticketTypeId"),
      TIME_SLOT_ID: id("timeSlotId", true),
      TICKET_RESERVATION_ID: id("reservationId", true),
      CUSTOMER_ID: id("customerId", true),
      ORDER_ID: id("orderId", true),
      STATUS: oneOf("status", ["VALID", "CANCELLED", "VOIDED"]),
      PRICE: number("price"),
      CURRENCY: text("currency"),
      ...timestamps,
    },
    relations: {
      TICKET_TYPE: one("ticketType", "TICKET_TYPE"),
      TIME_SLOT: one("timeSlot", "TIME_SLOT"),
      CUSTOMER: one("customer", "CUSTOMER"),
    },
    customFields: false,
  },
  CUSTOMER: {
    columns: {
      ID: id("id"),
      NAME: text("name"),
      EMAIL: text("email", true),
      MEMBER_NUMBER: text("memberNumber", true),
      LANGUAGE: text("language"),
      ...timestamps,
    },
    relations: { MEMBERSHIP: many("memberships", "MEMBERSHIP"), TICKET: many("tickets", "TICKET") },
    customFields: true,
  },
  CUSTOMER_FIELD: {
    columns: {
      ID: id("id"),
      KEY: text("key"),
      LABEL: text("label"),
      TYPE: oneOf("type", ["string", "number", "date", "boolean", "list"]),
      ...timestamps,
    },
    relations: {},
    customFields: false,
  },
  MEMBERSHIP: {
    columns: {
      ID: id("id"),
      CUSTOMER_ID: id("customerId"),
      NAME: text("name"),
      VALID_FROM: date("validFrom"),
      VALID_TO: date("validTo"),
      STATUS: oneOf("status", ["ACTIVE", "CANCELLED"]),
      AUTO_RENEW: flag("autoRenew"),
      CANCELLED_AT: date("cancelledAt", true),
      ...timestamps,
    },
    relations: { CUSTOMER: one("customer", "CUSTOMER") },
    customFields: false,
  },
  CHECK_IN: {
    columns: {
      ID: id("id"),
      KIND: oneOf("kind", ["TICKET", "MEMBERSHIP"]),
      TICKET_ID: id("ticketId", true),
      MEMBERSHIP_ID: id("membershipId", true),
      ENTRANCE: text("entrance", true),
      CHECKED_IN_AT: date("checkedInAt"),
    },
    relations: { TICKET: one("ticket", "TICKET"), MEMBERSHIP: one("membership", "MEMBERSHIP") },
    customFields: false,
  },
  OFFLINE_SCAN: {
    columns: {
      ID: id("id"),
      DEVICE_ID: text("deviceId"),
      KIND: { ...oneOf("kind", ["TICKET", "MEMBERSHIP"]), nullable: true },
      TICKET_ID: id("ticketId", true),
      MEMBERSHIP_ID: id("membershipId", true),
      ENTRANCE: text("entrance", true),
      SCANNED_AT: date("scannedAt"),
      SYNCED_AT: date("syncedAt"),
      PHONE_DECISION: oneOf("phoneDecision", ["ADMITTED", "REFUSED"]),
      OUTCOME: oneOf("outcome", ["ADMITTED", "REFUSED", "CONFLICT"]),
      REASON: text("reason", true),
    },
    relations: {},
    customFields: false,
  },
  ORDER: {
    columns: {
      ID: id("id"),
      NUMBER: text("number"),
      STATUS: oneOf("status", ["HELD", "CONFIRMED", "CANCELLED", "EXPIRED"]),
      TIME_SLOT_ID: id("timeSlotId", true),
      CUSTOMER_ID: id("customerId", true),
      EMAIL: text("email", true),
      LANGUAGE: text("language"),
      TOTAL: number("total"),
      CURRENCY: text("currency"),
      EXPIRES_AT: date("expiresAt"),
      CONFIRMED_AT: date("confirmedAt", true),
      ...timestamps,
    },
    relations: { TIME_SLOT: one("timeSlot", "TIME_SLOT"), CUSTOMER: one("customer", "CUSTOMER"), TICKETS: many("tickets", "TICKET") },
    customFields: false,
  },
};

export const FILTER_RESOURCES = Object.keys(FIELD_REGISTRY) as FilterResource[];
