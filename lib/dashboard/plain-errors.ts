import type { FieldErrors } from "./field-errors";
import type { Messages } from "@/lib/i18n/catalogues";

// The dashboard's forms check input with the API's own schemas, whose messages are written for
// developers ("Too small: expected string to have >=1 characters"). Beside a field, staff read what to
// do instead, in words about that field ("Enter a name."), in their language. Server details use the same schemas, so
// one translation serves both; a message it does not know is shown as it came.

/** How a form names a field in a sentence, in the reader's language: "a name", "the capacity". */
export type FieldNames = Record<string, string>;

/** The sentences' words: the "PlainErrors" catalogue namespace (lib/i18n/messages). */
export type PlainErrorWords = (key: keyof Messages["PlainErrors"], values?: Record<string, string | number>) => string;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Each rule's key, and its values from the field's name ({name}, capitalised as {Name}) and the match.
const rules: { pattern: RegExp; key: keyof Messages["PlainErrors"]; values?: (match: RegExpExecArray) => Record<string, string | number> }[] = [
  { pattern: /must be later than/, key: "endAfterStart" },
  // A capacity below what is already held and sold (lib/domain/shared/capacity-covers-usage.ts).
  { pattern: /^\w+ must be at least (\d+)\.$/, key: "atLeastInUse", values: (m) => ({ min: Number(m[1]) }) },
  { pattern: /must be the same as or later than/, key: "endNotBeforeStart" },
  { pattern: /^Too small: expected string to have >=1 characters?$/, key: "enter" },
  { pattern: /^Too small: expected string to have >=(\d+)/, key: "atLeastCharacters", values: (m) => ({ min: m[1]! }) },
  { pattern: /^Too big: expected string to have <=(\d+)/, key: "atMostCharacters", values: (m) => ({ max: Number(m[1]) }) },
  { pattern: /^Too small: expected number to be >=?(-?\d+)/, key: "notLessThan", values: (m) => ({ min: m[1]! }) },
  { pattern: /^Too big: expected number to be <=?(\d+)/, key: "atMost", values: (m) => ({ max: Number(m[1]) }) },
  { pattern: /expected int, received number/, key: "wholeNumber" },
  { pattern: /expected (number|int), received NaN/, key: "enterNumber" },
  { pattern: /expected \w+, received (undefined|null)|expected nonoptional/, key: "enter" },
  { pattern: /expected boolean/, key: "chooseYesOrNo" },
  { pattern: /^Invalid ISO datetime/, key: "enterDateTime" },
  { pattern: /must be a date-time between the years (\d+) and (\d+)/, key: "dateBetweenYears", values: (m) => ({ from: m[1]!, to: m[2]! }) },
  { pattern: /^Invalid UUID/, key: "chooseFromList" },
  { pattern: /ISO 4217 currency code/, key: "currencyCode" },
  { pattern: /two-letter lower-case language code/, key: "languageCode" },
  { pattern: /Each language may appear only once/, key: "oneTranslationPerLanguage" },
  { pattern: /Expected an IANA time zone name/, key: "timeZone" },
  { pattern: /Expected lower snake case starting with a letter/, key: "snakeCase" },
  { pattern: /^Invalid option: expected one of/, key: "chooseFromList" },
  // A schedule's rule (lib/domain/schedules/schedule-schemas.ts) and every calendar day.
  { pattern: /^Expected a calendar day as YYYY-MM-DD/, key: "enterDay" },
  { pattern: /^Expected a time as HH:MM/, key: "enterTime" },
  { pattern: /^Send either times or every/, key: "enterStartTimes" },
  { pattern: /^to must be the same day as from or later/, key: "lastDayNotBeforeFirst" },
  { pattern: /^A schedule covers at most (\d+) days/, key: "atMostDays", values: (m) => ({ max: Number(m[1]) }) },
  { pattern: /^Too small: expected array to have >=1 item/, key: "atLeastOne" },
  // Places kept for groups beyond a slot's capacity (time-slot-schemas.ts, schedule-schemas.ts).
  { pattern: /^The places kept for groups \(\d+\) must fit in (?:the|each) slot's (\d+) places/, key: "groupPlacesFit", values: (m) => ({ capacity: Number(m[1]) }) },
  { pattern: /^Too big: expected array to have <=(\d+)/, key: "atMostItems", values: (m) => ({ max: Number(m[1]) }) },
  // A webhook address the server will not send to (lib/domain/webhooks/url-safety.ts).
  { pattern: /^Not an absolute URL/, key: "fullAddress" },
  { pattern: /^Webhook URLs must use https/, key: "httpsOnly" },
  { pattern: /^Webhook URLs may not carry a user name/, key: "noCredentials" },
  { pattern: /could not be resolved/, key: "unknownHost" },
  { pattern: /resolves to .*private/, key: "publicOnly" },
  // Any other schema wording ("Invalid input", "Too small: …") is for developers: staff are asked to check the field.
  { pattern: /^(Invalid|Too small|Too big|Expected|Unrecognized)\b/, key: "check" },
];

/** The words for one message about the field named `name` ("the capacity"). */
export function plainMessage(message: string, name: string, words: PlainErrorWords): string {
  for (const rule of rules) {
    const match = rule.pattern.exec(message);
    if (match) return words(rule.key, { name, Name: capitalised(name), ...rule.values?.(match) });
  }
  return message;
}

/** Field errors in plain words; `names` keys are field paths, with `*` for a list's index (translations.*.name). */
export function plainFieldErrors(errors: FieldErrors, names: FieldNames, words: PlainErrorWords): FieldErrors {
  const plain: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    // A list's entry (times.0) is named as its list unless the form names entries (translations.*.name).
    const name = names[key] ?? names[key.replace(/\.\d+\./g, ".*.")] ?? names[key.replace(/\.\d+$/, "")];
    plain[key] = name ? plainMessage(message, name, words) : message;
  }
  return plain;
}
