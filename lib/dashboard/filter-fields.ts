import type { FilterChoices } from "./documents/saved-filters";
import type { SchemaField } from "./filter-tree";
import { standingField } from "./membership-standing-filter";

// How the filter builder names fields, values and operators for people: "Membership › Valid to" for
// MEMBERSHIP.VALID_TO, a custom field by its label, "is on or after" for GREATER_OR_EQUAL on a date,
// a ticket type by its name where the filter takes its id. Record ids mean nothing to staff, so the
// picker leaves out id fields other than those it can offer by name.

const words = (name: string) => name.charAt(0) + name.slice(1).toLowerCase().replaceAll("_", " ");

const fieldWords: Record<string, string> = {
  CREATED_AT: "Added",
  UPDATED_AT: "Last changed",
  AUTO_RENEW: "Renews automatically",
  CANCELLED_AT: "Cancelled on",
  TICKET_TYPE_ID: "Ticket type",
  TIME_SLOT_ID: "Time slot",
  EVENT_ID: "Event",
};

/** Values of stored enums in the words the lists use. */
const valueWords: Record<string, string> = { ACTIVE: "Not cancelled" };

export function fieldLabel(field: SchemaField): string {
  const parts = field.name.split(".");
  const last = parts[parts.length - 1] ?? field.name;
  return field.label ?? fieldWords[last] ?? words(last);
}

/** The record a field belongs to: the list's own, or the related record's ("Ticket"). */
export function fieldRecord(field: SchemaField, resourceLabel: string): string {
  const parts = field.name.split(".");
  const custom = parts.indexOf("CUSTOM");
  if (custom === 0 || parts.length === 1) return resourceLabel;
  return words(parts[0]!);
}

/** What the picker shows: "Customer › Name". */
export const fieldOptionLabel = (field: SchemaField, resourceLabel: string) => `${fieldRecord(field, resourceLabel)} › ${fieldLabel(field)}`;

/** The heading a field is listed under: its own record, its custom fields, or the related record's. */
export function fieldGroupName(field: SchemaField, resourceLabel: string): string {
  const parts = field.name.split(".");
  const custom = parts.indexOf("CUSTOM");
  if (custom === 0) return `${resourceLabel} › custom fields`;
  if (custom > 0) return `${words(parts[0]!)} › custom fields`;
  return fieldRecord(field, resourceLabel);
}

export function groupFields(fields: SchemaField[], resourceLabel: string): { label: string; fields: SchemaField[] }[] {
  const groups = new Map<string, SchemaField[]>();
  for (const field of fields) {
    const label = fieldGroupName(field, resourceLabel);
    groups.set(label, [...(groups.get(label) ?? []), field]);
  }
  return [...groups].map(([label, grouped]) => ({ label, fields: grouped }));
}

export function valueLabel(field: SchemaField, value: string): string {
  return field.valueLabels?.[value] ?? valueWords[value] ?? words(value);
}

// The words of each operator are in the FilterOperators catalogue (lib/dashboard/i18n): dates read
// "is before" where numbers read "is less than", under the key with "_DATE".
const datedOperators = new Set(["LESSER", "LESSER_OR_EQUAL", "GREATER", "GREATER_OR_EQUAL"]);

export type OperatorKey = keyof typeof import("./i18n/messages/en/filter.json")["FilterOperators"];

export function operatorKey(operator: string, type: SchemaField["type"]): OperatorKey {
  return (type === "date" && datedOperators.has(operator) ? `${operator}_DATE` : operator) as OperatorKey;
}

/** The names staff choose from for an id field, or undefined when the picker does not offer the field. */
function namedChoices(name: string, choices: FilterChoices | undefined, timeZone: string): Record<string, string> | undefined {
  const last = name.split(".").pop();
  const events = new Map((choices?.events?.list ?? []).map((event) => [event.id, event.name]));
  if (last === "EVENT_ID") return Object.fromEntries(events);
  if (last === "TICKET_TYPE_ID") {
    return Object.fromEntries((choices?.ticketTypes?.list ?? []).map((type) => [type.id, events.has(type.eventId) ? `${type.name} (${events.get(type.eventId)})` : type.name]));
  }
  if (last === "TIME_SLOT_ID") {
    const when = new Intl.DateTimeFormat("en-GB", { timeZone, dateStyle: "medium", timeStyle: "short" });
    return Object.fromEntries(
      (choices?.timeSlots?.list ?? []).map((slot) => [slot.id, `${when.format(new Date(slot.startsAt))}${slot.eventId && events.has(slot.eventId) ? ` · ${events.get(slot.eventId)}` : ""}`]),
    );
  }
  return undefined;
}

export interface BuilderFields {
  /** Every field a condition may name, the unlisted ones included (a URL may name them). */
  fields: Map<string, SchemaField>;
  fieldGroups: { label: string; fields: SchemaField[] }[];
  /** The field a new condition starts on: the record's name. */
  defaultField: SchemaField | undefined;
}

/** The builder's fields for a list: /v1/schema's, named for people, with the dashboard's membership status. */
export function builderFields(schemaFields: SchemaField[], resource: string, resourceLabel: string, choices: FilterChoices | undefined, timeZone: string, now: number): BuilderFields {
  const listed: SchemaField[] = [];
  const fields = new Map<string, SchemaField>();
  for (const field of schemaFields) {
    const named = field.type === "id" ? namedChoices(field.name, choices, timeZone) : undefined;
    const shown: SchemaField = named ? { ...field, type: "enum", operators: ["EQUAL", "NOT_EQUAL"], values: Object.keys(named), valueLabels: named } : field;
    fields.set(field.name, shown);
    if (resource === "MEMBERSHIP" && field.name === "STATUS") {
      const standing = standingField(now, timeZone);
      fields.set(standing.name, standing);
      listed.push(standing);
    } else if (field.type !== "id" || named) {
      listed.push(shown);
    }
  }
  const own = listed.filter((field) => !field.name.includes("."));
  const related = listed.filter((field) => field.name.includes("."));
  const byName = (field: SchemaField) => (field.name === "NAME" ? 0 : 1);
  const ordered = [...own.sort((a, b) => byName(a) - byName(b)), ...related];
  const defaultField = ordered.find((field) => field.name === "NAME") ?? ordered.find((field) => field.name === "CUSTOMER.NAME") ?? ordered[0];
  return { fields, fieldGroups: groupFields(ordered, resourceLabel), defaultField };
}
