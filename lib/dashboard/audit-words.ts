// The audit trail in words staff read (docs/audit.md, "In the dashboard"): field labels instead of
// the API's field names, the record's own name instead of its id, actions as what happened, and
// values as people write them: yes and no, times in the museum's time zone, money with its currency.

const fieldLabels: Record<string, string> = {
  name: "Name",
  description: "Description",
  email: "Email",
  memberNumber: "Member number",
  language: "Language",
  customFields: "Custom fields",
  newsletter: "Newsletter",
  timezone: "Time zone",
  locationId: "Location",
  eventId: "Event",
  timeSlotId: "Time slot",
  ticketTypeId: "Ticket type",
  customerId: "Customer",
  orderId: "Order",
  startsAt: "Starts",
  endsAt: "Ends",
  capacity: "Places",
  heldQuantity: "Held",
  soldQuantity: "Sold",
  availableCapacity: "Free places",
  availableQuantity: "Still on sale",
  maxQuantity: "Most that can be sold",
  soldOut: "Sold out",
  price: "Price",
  currency: "Currency",
  masterLanguage: "Main language",
  translations: "Translations",
  addOn: "Add-on",
  published: "Published",
  status: "Status",
  validFrom: "Valid from",
  validTo: "Valid until",
  autoRenew: "Renews by itself",
  cancelledAt: "Cancelled",
  closed: "Closed",
  closedReason: "Why closed",
  expiresAt: "Hold ends",
  confirmedAt: "Confirmed",
  paymentMethod: "Paid by",
  total: "Total",
  lines: "Tickets",
  revokedAt: "Revoked",
  lastUsedAt: "Last used",
  prefix: "Key starts with",
  url: "Address",
  events: "Events sent",
  enabled: "On",
  disabledAt: "Turned off",
  entrance: "Entrance",
  createdAt: "Created",
  label: "Label",
  key: "Key",
  type: "Type",
  admitsOncePerDay: "Members enter once a day",
  assistantName: "Assistant",
  person: "Acts for",
  connectedAt: "Connected",
};

/** The label of a field: a known one, else its name in words ("doorsOpenMinutes" → "Doors open minutes"). */
export function auditFieldLabel(field: string): string {
  const known = fieldLabels[field];
  if (known) return known;
  const words = field.replace(/Id$/, "").replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const actionWords: Record<string, string> = {
  create: "created",
  update: "changed",
  delete: "deleted",
  cancel: "cancelled",
  convert: "sold",
  revoke: "revoked",
  send: "sent",
  confirm: "confirmed",
  extend: "extended",
  generate: "made",
  rotate: "given a new secret",
  erase: "erased",
};

export function auditActionWords(action: string): string {
  return actionWords[action] ?? action;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A value as staff read it; instants in `timeZone`. */
export function auditValueText(field: string, value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" && ISO_INSTANT.test(value)) {
    return new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(value));
  }
  if (Array.isArray(value)) return value.map((item) => auditValueText(field, item, timeZone)).join(", ");
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    const named = record.name ?? record.email;
    if (typeof named === "string") return named;
    return Object.entries(record)
      .map(([key, item]) => `${auditFieldLabel(key)}: ${auditValueText(key, item, timeZone)}`)
      .join("; ");
  }
  return String(value);
}

/** What a record is called in its entry: its name (or email, or code), else its kind and the start of its id. */
export function auditRecordName(before: unknown, after: unknown, kindLabel: string, entityId: string): string {
  for (const record of [after, before]) {
    if (!record || typeof record !== "object") continue;
    const fields = record as Record<string, unknown>;
    for (const key of ["name", "assistantName", "email", "url", "to"]) {
      const value = fields[key];
      if (typeof value === "string" && value.trim() !== "") return value;
    }
  }
  return `${kindLabel} ${entityId.slice(0, 8)}`;
}
