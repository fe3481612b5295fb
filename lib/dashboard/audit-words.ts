// The audit trail in words staff read (docs/audit.md, "In the dashboard"): field labels instead of
// the API's field names, the record's own name instead of its id, actions as what happened, and
// values as people write them: yes and no, times in the museum's time zone, money with its currency.
// The words are the "AuditWords" catalogue namespace (lib/i18n/messages).

const knownFields = [
  "name", "description", "email", "memberNumber", "language", "customFields", "newsletter", "timezone", "locationId", "eventId", "timeSlotId",
  "ticketTypeId", "customerId", "orderId", "startsAt", "endsAt", "capacity", "heldQuantity", "soldQuantity", "availableCapacity",
  "availableQuantity", "maxQuantity", "soldOut", "price", "currency", "masterLanguage", "translations", "addOn", "published", "status", "validFrom",
  "validTo", "autoRenew", "cancelledAt", "closed", "closedReason", "expiresAt", "confirmedAt", "paymentMethod", "total", "lines", "revokedAt",
  "lastUsedAt", "prefix", "url", "events", "enabled", "disabledAt", "entrance", "createdAt", "label", "key", "type", "admitsOncePerDay",
  "assistantName", "person", "connectedAt",
] as const;
const knownActions = ["create", "update", "delete", "cancel", "convert", "revoke", "send", "confirm", "extend", "generate", "rotate", "erase"] as const;

/**
 * The words of the "AuditWords" namespace, as useTranslations gives them: TypeScript refuses a
 * translator whose catalogue lacks a known field's or action's words.
 */
export type AuditWords = (key: `fields.${(typeof knownFields)[number]}` | `actions.${(typeof knownActions)[number]}` | "yes" | "no") => string;

const isKnown = <Known extends string>(list: readonly Known[], value: string): value is Known => (list as readonly string[]).includes(value);

/** The label of a field: a known one, else its name in words ("doorsOpenMinutes" → "Doors open minutes"). */
export function auditFieldLabel(field: string, words: AuditWords): string {
  if (isKnown(knownFields, field)) return words(`fields.${field}`);
  const spaced = field.replace(/Id$/, "").replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function auditActionWords(action: string, words: AuditWords): string {
  return isKnown(knownActions, action) ? words(`actions.${action}`) : action;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A value as staff read it; instants in `timeZone`, written as `locale` writes them. */
export function auditValueText(field: string, value: unknown, timeZone: string, words: AuditWords, locale = "en-GB"): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? words("yes") : words("no");
  if (typeof value === "string" && ISO_INSTANT.test(value)) {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(value));
  }
  if (Array.isArray(value)) return value.map((item) => auditValueText(field, item, timeZone, words, locale)).join(", ");
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    const named = record.name ?? record.email;
    if (typeof named === "string") return named;
    return Object.entries(record)
      .map(([key, item]) => `${auditFieldLabel(key, words)}: ${auditValueText(key, item, timeZone, words, locale)}`)
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
