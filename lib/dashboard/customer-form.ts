import type { CustomerFieldType } from "@/lib/domain/customer-fields/customer-field-record";
import { createCustomerInput, updateCustomerInput } from "@/lib/domain/customers/customer-schemas";
import type { ErrorDetail } from "./dashboard-error";
import type { FieldErrors } from "./field-errors";
import { formatLocaleNumber, readLocaleNumber } from "./locale-input";

// The customer form's values (text, as controls hold them) turned into the API's input, and every
// refusal of it, the browser's check or the server's, said per field in the words staff use.

export interface CustomFieldDefinition {
  key: string;
  label: string;
  type: CustomerFieldType;
}

export interface CustomerFormValues {
  name: string;
  email: string;
  memberNumber: string;
  language: string;
  /** Per custom field key: text, "yes"/"no"/"" for a yes-or-no field, YYYY-MM-DD for a date, items separated by commas for a list. */
  customFields: Record<string, string>;
}

/** The form's refusals in English; the dashboard passes its catalogue's ("CustomerForm.errors") instead. */
export const customerErrorWords = {
  name: "Enter the customer's name.",
  email: "Enter an email address like name@example.org, or leave it empty.",
  memberNumber: "Enter a member number of at most 64 characters, or leave it empty.",
  language: "Choose the language emails are written in.",
  string: "Enter at most 1,000 characters.",
  number: "Enter a number, like 42 or 3.5.",
  date: "Enter a date.",
  boolean: "Choose Yes or No.",
  list: "Enter the items separated by commas.",
  fieldRemoved: "This field is no longer in the museum's settings.",
  memberNumberUsed: "Another customer already has this member number.",
};
export type CustomerErrorKey = keyof typeof customerErrorWords;
export type CustomerErrorWords = (key: CustomerErrorKey) => string;

const english: CustomerErrorWords = (key) => customerErrorWords[key];
const fieldKeys = new Set<string>(["name", "email", "memberNumber", "language"]);
const isFieldKey = (field: string): field is "name" | "email" | "memberNumber" | "language" => fieldKeys.has(field);

/** A stored custom field value as the form's text; a number as `locale` writes it ("1.080,5" in German). */
export function fieldText(type: CustomerFieldType, value: unknown, locale = "en"): string {
  if (value === null || value === undefined) return "";
  if (type === "number" && typeof value === "number") return formatLocaleNumber(value, locale);
  if (type === "boolean") return value === true ? "yes" : "no";
  if (type === "date") return String(value).slice(0, 10);
  if (type === "list") return Array.isArray(value) ? value.join(", ") : String(value);
  return String(value);
}

/** The dashboard's words for yes and no, and the locale of dates (the reader's when unset). */
export interface FieldWordsLanguage {
  yes: string;
  no: string;
  locale?: string;
}

/** A custom field value as people read it: Yes/No, the day, the items. */
export function fieldWords(type: CustomerFieldType | undefined, value: unknown, language: FieldWordsLanguage = { yes: "Yes", no: "No" }): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? language.yes : language.no;
  if (type === "date" && typeof value === "string") {
    return new Intl.DateTimeFormat(language.locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(value));
  }
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.join(", ");
  return String(value);
}

type Parsed = { ok: true; value: unknown } | { ok: false };

function parseField(type: CustomerFieldType, text: string, locale: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  switch (type) {
    case "number": {
      const number = readLocaleNumber(trimmed, locale);
      return Number.isFinite(number) ? { ok: true, value: number } : { ok: false };
    }
    case "boolean":
      return { ok: true, value: trimmed === "yes" };
    case "date":
      return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) && !Number.isNaN(Date.parse(`${trimmed}T00:00:00Z`)) ? { ok: true, value: `${trimmed}T00:00:00.000Z` } : { ok: false };
    case "list":
      return { ok: true, value: trimmed.split(",").map((item) => item.trim()).filter((item) => item !== "") };
    default:
      return { ok: true, value: text };
  }
}

/**
 * The input for createCustomer (new: empty fields left out) or updateCustomer (every field sent, an
 * emptied one as null, which clears it), or the errors per field when the values cannot be sent.
 */
export function customerInput(
  values: CustomerFormValues,
  definitions: CustomFieldDefinition[],
  creating: boolean,
  words: CustomerErrorWords = english,
  /** The language numbers are typed in: "1.080,5" in German, "1,080.5" in English. */
  locale = "en",
): { input: Record<string, unknown> } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const customFields: Record<string, unknown> = {};
  for (const definition of definitions) {
    const parsed = parseField(definition.type, values.customFields[definition.key] ?? "", locale);
    if (!parsed.ok) errors[`customFields.${definition.key}`] = words(definition.type);
    else if (parsed.value !== null || !creating) customFields[definition.key] = parsed.value;
  }
  const optional = (text: string) => (text.trim() === "" ? (creating ? undefined : null) : text.trim());
  const input = Object.fromEntries(
    Object.entries({ name: values.name, email: optional(values.email), memberNumber: optional(values.memberNumber), language: values.language, customFields }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  const checked = (creating ? createCustomerInput : updateCustomerInput).safeParse(input);
  if (!checked.success) Object.assign(errors, customerErrors(checked.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })), definitions, "", words));
  return Object.keys(errors).length > 0 ? { errors } : { input };
}

/**
 * Errors from the server's details (paths under `prefix`, input. for GraphQL) or the browser's check,
 * each in people's words for its field; a message the server wrote for people (a member number in
 * use) is kept.
 */
export function customerErrors(details: ErrorDetail[], definitions: CustomFieldDefinition[], prefix = "input.", words: CustomerErrorWords = english): FieldErrors {
  const types = new Map(definitions.map((definition) => [definition.key, definition.type]));
  const errors: FieldErrors = {};
  for (const detail of details) {
    const path = detail.path.startsWith(prefix) ? detail.path.slice(prefix.length) : detail.path;
    const [field, key] = path.split(".");
    if (field === "customFields" && key !== undefined) {
      const type = types.get(key);
      errors[`customFields.${key}`] ??= words(type ?? "fieldRemoved");
    } else if (field === "memberNumber" && detail.message === "Already used in this museum.") {
      errors.memberNumber ??= words("memberNumberUsed");
    } else {
      errors[field || "form"] ??= field !== undefined && isFieldKey(field) ? words(field) : detail.message;
    }
  }
  return errors;
}
