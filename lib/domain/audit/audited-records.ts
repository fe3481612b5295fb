import type { AuditEntity } from "./audit-entities";

// What an audit entry's `before` and `after` hold, per kind of record (docs/audit.md): the record as
// the API returns it, or the few fields a change names (a hold's new status, an order's new end, the
// counts of a schedule's slots). recordChanges takes nothing else, so every field an entry can carry
// is named here, and auditedFields lists them for the dashboard's words (lib/dashboard/audit-words.ts).
// Each area adds its own kinds beside its record (`declare module "@/lib/domain/audit/audited-records"`):
// the areas write through the audit trail, so it may not import them (lint/layers.mjs). An entity of
// audit-entities.ts that no area declares fails to compile where AuditedRecords is indexed by it.

export interface AuditedRecords {
  /** A queued email: which one, to whom, for what. Its body stays in the outbox. Queued by orders and by membership emails. */
  email: { kind: string; to: string | null; orderId: string; membershipId: string; status: "QUEUED" };
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
  eventName: true,
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
