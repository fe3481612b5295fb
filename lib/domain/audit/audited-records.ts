import type { ApiKeyRecord } from "@/lib/domain/api-keys/list-api-keys";
import type { ConnectedAssistant } from "@/lib/domain/assistants/connected-assistants";
import type { ErasureSummary } from "@/lib/domain/customers/erase-customer";
import type { CustomerRecord } from "@/lib/domain/customers/customer-record";
import type { CustomerFieldRecord } from "@/lib/domain/customer-fields/customer-field-record";
import type { EventRecord } from "@/lib/domain/events/event-record";
import type { LocationRecord } from "@/lib/domain/locations/location-record";
import type { MembershipRecord } from "@/lib/domain/memberships/membership-record";
import type { MuseumSettings } from "@/lib/domain/museums/museum-settings";
import type { OrderRecord } from "@/lib/domain/orders/order-record";
import type { OrderStatus } from "@/lib/domain/orders/order-schemas";
import type { ReservationRecord, ReservationStatus } from "@/lib/domain/reservations/reservation-record";
import type { SavedFilterRecord } from "@/lib/domain/saved-filters/saved-filter-record";
import type { ScheduleRecord } from "@/lib/domain/schedules/schedule-record";
import type { SlotChanges } from "@/lib/domain/schedules/sync-schedule-slots";
import type { TicketTypeRecord } from "@/lib/domain/ticket-types/ticket-type-record";
import type { TicketRecord } from "@/lib/domain/tickets/ticket-record";
import type { BulkChangeInput } from "@/lib/domain/time-slots/bulk-change-time-slots";
import type { TimeSlotRecord } from "@/lib/domain/time-slots/time-slot-record";
import type { WebhookEndpointRecord } from "@/lib/domain/webhooks/webhook-endpoint-record";
import type { AuditEntity } from "./audit-entities";

// What an audit entry's `before` and `after` hold, per kind of record (docs/audit.md): the record as
// the API returns it, or the few fields a change names (a hold's new status, an order's new end, the
// counts of a schedule's slots). recordChanges takes nothing else, so every field an entry can carry
// is named here, and auditedFields lists them for the dashboard's words (lib/dashboard/audit-words.ts).

export interface AuditedRecords {
  location: LocationRecord;
  event: EventRecord;
  timeSlot: TimeSlotRecord | BulkChangeInput["changes"];
  ticketType: TicketTypeRecord;
  ticketReservation: ReservationRecord | { status: ReservationStatus; ticketId: string };
  ticket: TicketRecord;
  customer: CustomerRecord | ErasureSummary;
  customerField: CustomerFieldRecord;
  membership: MembershipRecord;
  apiKey: ApiKeyRecord;
  museum: MuseumSettings;
  /** A queued email: which one, to whom, for what. Its body stays in the outbox. */
  email: { kind: string; to: string | null; orderId: string; membershipId: string; status: "QUEUED" };
  /** The order; a status change; or some of a group let in on its code (lib/domain/check-ins/group-admission.ts). */
  order: OrderRecord | { status: OrderStatus; ticketIds: string[] } | { admitted: number; remaining: number; entrance: string | null };
  schedule: ScheduleRecord | Omit<SlotChanges, "keptBecauseSold">;
  webhookEndpoint: WebhookEndpointRecord | { previousSecretExpiresAt: Date };
  assistant: ConnectedAssistant;
  savedFilter: SavedFilterRecord;
  /** A visit's end (lib/domain/occupancy/check-out.ts). */
  checkIn: { checkedOutAt: Date; exitEntrance: string | null; checkOutKind: "SCAN" | "CLOSED" };
}

type Leaf = string | number | boolean | Date | null | undefined;

/**
 * The names of a record's fields and of the fields of the records and lists of records inside it, a
 * few levels deep (a saved filter's conditions nest without end, and say the same names at every
 * level). A map's own keys (a customer's custom fields, keyed by the museum's keys) are the museum's
 * words, not Foyer's, so they are left out.
 */
type FieldNames<Shape, Depth extends unknown[] = []> = Depth["length"] extends 4
  ? never
  : Shape extends Leaf
    ? never
    : Shape extends readonly (infer Item)[]
      ? FieldNames<Item, Depth>
      : { [Key in keyof Shape & string]-?: (string extends Key ? never : Key) | FieldNames<Shape[Key], [...Depth, unknown]> }[keyof Shape & string];

export type AuditedField = { [Entity in AuditEntity]: FieldNames<AuditedRecords[Entity]> }[AuditEntity];

/** Every field name an audit entry can carry, nested ones included: TypeScript holds the list equal to AuditedRecords'. */
const auditedFieldSet: Record<AuditedField, true> = {
  id: true,
  name: true,
  description: true,
  email: true,
  memberNumber: true,
  language: true,
  customFields: true,
  erasedAt: true,
  timezone: true,
  timeZone: true,
  earlyEntryMinutes: true,
  maxOccupancy: true,
  reentry: true,
  guestsPerVisit: true,
  memberTicket: true,
  checkedOutAt: true,
  exitEntrance: true,
  checkOutKind: true,
  slug: true,
  defaultCurrency: true,
  membershipAdmission: true,
  walkInMembers: true,
  groupReleaseHours: true,
  orderDetailsRetentionDays: true,
  defaultLanguage: true,
  personalDataRemovedAt: true,
  locationId: true,
  eventId: true,
  timeSlotId: true,
  ticketTypeId: true,
  customerId: true,
  orderId: true,
  membershipId: true,
  reservationId: true,
  ticketId: true,
  ticketIds: true,
  scheduleId: true,
  startsAt: true,
  endsAt: true,
  capacity: true,
  heldQuantity: true,
  soldQuantity: true,
  availableCapacity: true,
  groupCapacity: true,
  groupPlacesKept: true,
  availableQuantity: true,
  maxQuantity: true,
  soldOut: true,
  price: true,
  currency: true,
  masterLanguage: true,
  translations: true,
  addOn: true,
  published: true,
  status: true,
  validFrom: true,
  validTo: true,
  autoRenew: true,
  cancelledAt: true,
  qrData: true,
  closed: true,
  closedReason: true,
  expiresAt: true,
  confirmedAt: true,
  paymentMethod: true,
  number: true,
  lines: true,
  quantity: true,
  unitPrice: true,
  total: true,
  tickets: true,
  group: true,
  groupQrData: true,
  leaderName: true,
  size: true,
  admitted: true,
  remaining: true,
  entrance: true,
  key: true,
  label: true,
  type: true,
  prefix: true,
  lastUsedAt: true,
  revokedAt: true,
  kind: true,
  to: true,
  url: true,
  events: true,
  enabled: true,
  disabledAt: true,
  previousSecretExpiresAt: true,
  from: true,
  rrule: true,
  times: true,
  every: true,
  minutes: true,
  durationMinutes: true,
  closedDates: true,
  generated: true,
  updated: true,
  removed: true,
  assistantName: true,
  assistantUri: true,
  person: true,
  connectedAt: true,
  filter: true,
  operator: true,
  conditions: true,
  fieldName: true,
  value: true,
  createdBy: true,
  customFieldValues: true,
  memberships: true,
  orders: true,
  emails: true,
  emailAttempts: true,
  webhookDeliveries: true,
  auditEntries: true,
  idempotencyRecords: true,
  savedFilters: true,
  createdAt: true,
  updatedAt: true,
};

export const auditedFields = Object.keys(auditedFieldSet) as AuditedField[];

export const isAuditedField = (field: string): field is AuditedField => Object.hasOwn(auditedFieldSet, field);
