import type { FieldErrors } from "./field-errors";

// The dashboard's forms check input with the API's own schemas, whose messages are written for
// developers ("Too small: expected string to have >=1 characters"). Beside a field, staff read what to
// do instead, in words about that field ("Enter a name."). Server details use the same schemas, so
// one translation serves both; a message it does not know is shown as it came.

/** How a form names a field in a sentence: "a name", "the capacity". */
export type FieldNames = Record<string, string>;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const rules: { pattern: RegExp; words: (name: string, match: RegExpExecArray) => string }[] = [
  { pattern: /must be later than/, words: () => "The end must be after the start." },
  { pattern: /must be the same as or later than/, words: () => "The end cannot be before the start." },
  { pattern: /^Too small: expected string to have >=1 characters?$/, words: (name) => `Enter ${name}.` },
  { pattern: /^Too small: expected string to have >=(\d+)/, words: (name, m) => `${capitalised(name)} needs at least ${m[1]} characters.` },
  { pattern: /^Too big: expected string to have <=(\d+)/, words: (name, m) => `${capitalised(name)} can be at most ${Number(m[1]).toLocaleString("en")} characters long.` },
  { pattern: /^Too small: expected number to be >=?(-?\d+)/, words: (name, m) => `${capitalised(name)} cannot be less than ${m[1]}.` },
  { pattern: /^Too big: expected number to be <=?(\d+)/, words: (name, m) => `${capitalised(name)} can be at most ${Number(m[1]).toLocaleString("en")}.` },
  { pattern: /expected int, received number/, words: (name) => `${capitalised(name)} must be a whole number.` },
  { pattern: /expected (number|int), received NaN/, words: (name) => `Enter ${name} as a number.` },
  { pattern: /expected \w+, received (undefined|null)|expected nonoptional/, words: (name) => `Enter ${name}.` },
  { pattern: /expected boolean/, words: (name) => `Choose yes or no for ${name}.` },
  { pattern: /^Invalid ISO datetime/, words: (name) => `Enter ${name} as a date and a time.` },
  { pattern: /must be a date-time between the years (\d+) and (\d+)/, words: (name, m) => `${capitalised(name)} must be a date between the years ${m[1]} and ${m[2]}.` },
  { pattern: /^Invalid UUID/, words: (name) => `Choose ${name} from the list.` },
  { pattern: /ISO 4217 currency code/, words: () => "Enter the currency as its three-letter code, e.g. EUR." },
  { pattern: /two-letter lower-case language code/, words: () => "Enter the language as two small letters, e.g. en or de." },
  { pattern: /Each language may appear only once/, words: () => "Each language can have only one translation." },
  { pattern: /Expected an IANA time zone name/, words: () => "Choose a time zone from the list, e.g. Europe/Vienna." },
  { pattern: /Expected lower snake case starting with a letter/, words: () => "Use small letters, digits and single underscores, starting with a letter, e.g. favourite_artist." },
  { pattern: /^Invalid option: expected one of/, words: (name) => `Choose ${name} from the list.` },
];

/** The words for one message about the field named `name` ("the capacity"). */
export function plainMessage(message: string, name: string): string {
  for (const rule of rules) {
    const match = rule.pattern.exec(message);
    if (match) return rule.words(name, match);
  }
  return message;
}

/** Field errors in plain words; `names` keys are field paths, with `*` for a list's index (translations.*.name). */
export function plainFieldErrors(errors: FieldErrors, names: FieldNames): FieldErrors {
  const plain: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const name = names[key] ?? names[key.replace(/\.\d+\./g, ".*.")];
    plain[key] = name ? plainMessage(message, name) : message;
  }
  return plain;
}
