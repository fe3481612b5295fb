import { auditActions, type AuditAction } from "@/lib/domain/audit/audit-entities";
import { isAuditedField, type AuditedField } from "@/lib/domain/audit/audited-records";

// The audit trail in words staff read (docs/audit.md, "In the dashboard"): field labels instead of
// the API's field names, the record's own name instead of its id, actions as what happened, and
// values as people write them: yes and no, times in the museum's time zone, money with its currency.
// The words are the "AuditWords" catalogue namespace (lib/i18n/messages), which has every field an
// audited record can carry (lib/domain/audit/audited-records.ts; audit-words.test.ts walks them).

/**
 * The words of the "AuditWords" namespace, as useTranslations gives them: TypeScript refuses a
 * translator whose catalogue lacks an audited field's or an action's words.
 */
export type AuditWords = (key: `fields.${AuditedField}` | `actions.${AuditAction}` | "yes" | "no" | "recipient") => string;

const isAuditAction = (action: string): action is AuditAction => (auditActions as readonly string[]).includes(action);

/**
 * The label of a field of a record of kind `entity`. An email's `to` is its recipient, where a
 * schedule's is its last day: the one name two records use for different things. A name no record
 * carries (none does today) is spelled out from itself ("doorsOpenMinutes" → "Doors open minutes").
 */
export function auditFieldLabel(field: string, words: AuditWords, entity?: string): string {
  if (entity === "email" && field === "to") return words("recipient");
  if (isAuditedField(field)) return words(`fields.${field}`);
  const spaced = field.replace(/Id$/, "").replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function auditActionWords(action: string, words: AuditWords): string {
  return isAuditAction(action) ? words(`actions.${action}`) : action;
}

/** How a reader reads the trail: the museum's zone, their language's words and dates, the museum's custom fields by key. */
export interface AuditReading {
  timeZone: string;
  words: AuditWords;
  /** How the reader writes dates (useDisplayLocale). */
  locale: string;
  /** The labels of the museum's custom customer fields, by key; a field since removed shows its key. */
  customFieldLabels?: Partial<Record<string, string>>;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A value as staff read it; instants in the museum's zone, written as the reader writes them. */
export function auditValueText(field: string, value: unknown, reading: AuditReading): string {
  const { timeZone, words, locale } = reading;
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? words("yes") : words("no");
  if (typeof value === "string" && ISO_INSTANT.test(value)) {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(value));
  }
  if (Array.isArray(value)) return value.map((item) => auditValueText(field, item, reading)).join(", ");
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    const named = record.name ?? record.email;
    if (typeof named === "string") return named;
    // A customer's custom fields are keyed by the museum's own keys, which its labels name.
    const label = field === "customFields" ? (key: string) => reading.customFieldLabels?.[key] ?? key : (key: string) => auditFieldLabel(key, words);
    return Object.entries(record)
      .map(([key, item]) => `${label(key)}: ${auditValueText(key, item, reading)}`)
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
