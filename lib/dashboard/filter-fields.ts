import type { FilterChoices } from "./documents/saved-filters";
import type { SchemaField } from "./filter-tree";
import type { Messages } from "@/lib/i18n/catalogues";
import { standingField } from "./membership-standing-filter";
import { nameForLanguage } from "@/lib/i18n/translated-name";

// How the filter builder names fields, values and operators for people, in the dashboard's language:
// "Membership › Valid to" for MEMBERSHIP.VALID_TO, a custom field by its label, "is on or after" for
// GREATER_OR_EQUAL on a date, a ticket type by its name where the filter takes its id. The words are
// the "FilterFields" catalogue namespace (lib/i18n/messages/*/filter.json), which has every
// record, field and enum value /v1/schema lists (filter-fields.test.ts walks lib/filter's fields).
// Record ids mean nothing to staff, so the picker leaves out id fields other than those it can offer
// by name. Only names, never these words, reach the filter, the address and saved filters.

/** The "FilterFields" catalogue namespace, as useMessages gives it. */
export type FilterFieldNames = Messages["FilterFields"];

type Words = Partial<Record<string, string>>;
type ValueWords = Partial<Record<string, Partial<Record<string, Words>>>>;

/** A name the catalogue lacks, spelled from its constant ("MEMBER_NUMBER" → "Member number"): only for safety. */
const spelled = (name: string) => name.charAt(0) + name.slice(1).toLowerCase().replaceAll("_", " ");

/** The record a relation leads to: the relation's own name, except an order's TICKETS. */
const relationRecords: Words = { TICKETS: "TICKET" };

export const relationRecord = (relation: string) => relationRecords[relation] ?? relation;

/** Where a field lives: the record it belongs to ("MEMBERSHIP.VALID_TO" → MEMBERSHIP), its own name there, and whether it is custom. */
function fieldPlace(name: string, resource: string): { record: string; own: string; custom: boolean } {
  const parts = name.split(".");
  const related = parts.length > 1 && parts[0] !== "CUSTOM";
  return { record: related ? relationRecord(parts[0]!) : resource, own: parts[parts.length - 1]!, custom: parts.includes("CUSTOM") };
}

interface NamedField {
  field: SchemaField;
  /** The heading it is listed under: its record, or its record's custom fields. */
  group: string;
}

/** The field with the words staff read: its option in the picker and each of its values. */
function nameField(field: SchemaField, resource: string, names: FilterFieldNames): NamedField {
  const { record, own, custom } = fieldPlace(field.name, resource);
  const recordName = (names.records as Words)[record] ?? spelled(record);
  const label = custom ? (field.label ?? own) : ((names.fields as Words)[own] ?? spelled(own));
  const valueWords = (names.values as ValueWords)[record]?.[own];
  const valueLabels = field.valueLabels ?? (field.values ? Object.fromEntries(field.values.map((value) => [value, valueWords?.[value] ?? spelled(value)])) : undefined);
  return {
    field: { ...field, optionLabel: `${recordName} › ${label}`, ...(valueLabels ? { valueLabels } : {}) },
    group: custom ? `${recordName} › ${names.customFields}` : recordName,
  };
}

function groupFields(fields: NamedField[]): { label: string; fields: SchemaField[] }[] {
  const groups = new Map<string, SchemaField[]>();
  for (const { field, group } of fields) groups.set(group, [...(groups.get(group) ?? []), field]);
  return [...groups].map(([label, grouped]) => ({ label, fields: grouped }));
}

// The words of each operator are in the FilterOperators catalogue (lib/i18n/messages): dates read
// "is before" where numbers read "is less than", under the key with "_DATE".
const datedOperators = new Set(["LESSER", "LESSER_OR_EQUAL", "GREATER", "GREATER_OR_EQUAL"]);

export type OperatorKey = keyof Messages["FilterOperators"];

export function operatorKey(operator: string, type: SchemaField["type"]): OperatorKey {
  return (type === "date" && datedOperators.has(operator) ? `${operator}_DATE` : operator) as OperatorKey;
}

/** The names staff choose from for an id field, or undefined when the picker does not offer the field. */
function namedChoices(name: string, choices: FilterChoices | undefined, timeZone: string, locale: string): Record<string, string> | undefined {
  const last = name.split(".").pop();
  const events = new Map((choices?.events?.list ?? []).map((event) => [event.id, event.name]));
  if (last === "EVENT_ID") return Object.fromEntries(events);
  if (last === "TICKET_TYPE_ID") {
    return Object.fromEntries(
      (choices?.ticketTypes?.list ?? []).map((type) => {
        const name = nameForLanguage(type.name, type.translations, locale);
        return [type.id, events.has(type.eventId) ? `${name} (${events.get(type.eventId)})` : name];
      }),
    );
  }
  if (last === "TIME_SLOT_ID") {
    const when = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: "medium", timeStyle: "short" });
    return Object.fromEntries(
      (choices?.timeSlots?.list ?? []).map((slot) => [slot.id, `${when.format(new Date(slot.startsAt))}${slot.eventId && events.has(slot.eventId) ? ` · ${events.get(slot.eventId)}` : ""}`]),
    );
  }
  return undefined;
}

export interface BuilderFields {
  /** Every field a condition may name, the unlisted ones included (a URL may name them), each named. */
  fields: Map<string, SchemaField>;
  fieldGroups: { label: string; fields: SchemaField[] }[];
  /** The field a new condition starts on: the record's name. */
  defaultField: SchemaField | undefined;
}

export interface BuilderFieldsContext {
  /** The filter type of the list: CUSTOMER, MEMBERSHIP. */
  resource: string;
  choices: FilterChoices | undefined;
  /** The museum's zone, in which time slots are named. */
  timeZone: string;
  /** The instant the list is read at, for the membership status. */
  now: number;
  names: FilterFieldNames;
  /** How the reader writes dates (useDisplayLocale). */
  locale: string;
}

/** The builder's fields for a list: /v1/schema's, named for people, with the dashboard's membership status. */
export function builderFields(schemaFields: SchemaField[], { resource, choices, timeZone, now, names, locale }: BuilderFieldsContext): BuilderFields {
  const listed: NamedField[] = [];
  const fields = new Map<string, SchemaField>();
  const add = (field: SchemaField, list: boolean) => {
    const named = nameField(field, resource, names);
    fields.set(field.name, named.field);
    if (list) listed.push(named);
  };
  for (const field of schemaFields) {
    const choicesByName = field.type === "id" ? namedChoices(field.name, choices, timeZone, locale) : undefined;
    const offered: SchemaField = choicesByName ? { ...field, type: "enum", operators: ["EQUAL", "NOT_EQUAL"], values: Object.keys(choicesByName), valueLabels: choicesByName } : field;
    if (resource === "MEMBERSHIP" && field.name === "STATUS") {
      add(offered, false);
      add(standingField(now, timeZone), true);
    } else {
      add(offered, field.type !== "id" || choicesByName !== undefined);
    }
  }
  const own = listed.filter(({ field }) => !field.name.includes("."));
  const related = listed.filter(({ field }) => field.name.includes("."));
  const byName = ({ field }: NamedField) => (field.name === "NAME" ? 0 : 1);
  const ordered = [...own.sort((a, b) => byName(a) - byName(b)), ...related];
  const defaultField = (ordered.find(({ field }) => field.name === "NAME") ?? ordered.find(({ field }) => field.name === "CUSTOMER.NAME") ?? ordered[0])?.field;
  return { fields, fieldGroups: groupFields(ordered), defaultField };
}
