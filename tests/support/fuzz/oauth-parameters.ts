import fc from "fast-check";
import { MAX_BODY_BYTES } from "@/lib/http/read-body";
import { hostileBody, hostileQueryValue, hostileString, type BodyBytes } from "./hostile-input";

// OAuth requests are lists of parameters (RFC 6749 3.1, query or form body). The fuzz builds one
// from a template of realistic values, mutates the list (drops, repeats, unknown parameters,
// hostile values, a name without a value), then encodes it, correctly or not.

/** Where a parameter list travels: in a URL (ASCII only, short) or in a body (any bytes, any length). */
export type Channel = "query" | "body";

/** Parameter name → its value's arbitrary, already encoded; null leaves the parameter out. */
export type Template = Record<string, fc.Arbitrary<string | null>>;

/** An encoded name and value; a null value is sent as the bare name, without "=". */
export type Parameter = [name: string, value: string | null];

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** Percent-encodes every byte of the UTF-8 text outside RFC 3986's unreserved set (a lone surrogate as U+FFFD). */
export function percentEncode(text: string): string {
  let encoded = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const character = String.fromCharCode(byte);
    encoded += UNRESERVED.test(character) ? character : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return encoded;
}

// Percent-encoding that is broken, or that decodes to invalid UTF-8 or a NUL; and, in bodies only,
// raw bytes that are not UTF-8 (each character below becomes one byte: bodies are sent as latin1).
const brokenEncodings = ["%", "%zz", "%4", "%C3%28", "%FF%FE", "%00", "%E0%80%AF", "%ED%A0%80", "%%", "+%2B+", "a%2"];
const rawNonUtf8 = ["\xff", "\xc3(", "\xed\xa0\x80", "\xf8\x88\x80\x80\x80", "\x80\x80", "é"];

export function hostileValue(channel: Channel): fc.Arbitrary<string> {
  if (channel === "query") return fc.oneof({ weight: 4, arbitrary: hostileQueryValue() }, { weight: 1, arbitrary: fc.constantFrom(...brokenEncodings) });
  return fc.oneof(
    { weight: 4, arbitrary: hostileString.map(percentEncode) },
    { weight: 2, arbitrary: fc.constantFrom(...brokenEncodings, ...rawNonUtf8) },
    { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 300_000 }).map((length) => "a".repeat(length)) },
  );
}

/** Mostly one of `pool` (real or near-real values), sometimes hostile. */
export function pick(pool: readonly string[], channel: Channel): fc.Arbitrary<string> {
  return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...pool).map(percentEncode) }, { weight: 1, arbitrary: hostileValue(channel) });
}

/** As `pick`, for a parameter that is left out about one time in `absentFreq`. */
export function maybe(pool: readonly string[], channel: Channel, absentFreq = 3): fc.Arbitrary<string | null> {
  return fc.option(pick(pool, channel), { freq: absentFreq });
}

/** Mostly one of `right` (the value that belongs to the rest of the request), else a wrong-but-plausible or a hostile one. */
export function usually(right: readonly string[], wrong: readonly string[], channel: Channel): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...right).map(percentEncode) },
    { weight: 2, arbitrary: fc.constantFrom(...wrong).map(percentEncode) },
    { weight: 1, arbitrary: hostileValue(channel) },
  );
}

/** The value about one time in `oneIn`, else null (fc.option's `freq` is the other way round). */
export function sometimes<T>(value: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: value });
}

type Mutation =
  | { kind: "drop"; at: number }
  | { kind: "repeat"; at: number; value: string | null }
  | { kind: "extra"; name: string; value: string }
  | { kind: "hostile"; at: number; value: string }
  | { kind: "bare"; at: number };

function mutation(channel: Channel, names: string[]): fc.Arbitrary<Mutation> {
  const at = fc.nat();
  const extraName = fc.oneof(fc.constantFrom(...names, "client_secret", "nonce", "prompt", "request", "response_mode"), fc.string({ maxLength: 12 }).map(percentEncode), fc.constantFrom("", "%", "a%zz", "__proto__"));
  return fc.oneof(
    fc.record({ kind: fc.constant("drop" as const), at }),
    fc.record({ kind: fc.constant("repeat" as const), at, value: fc.option(hostileValue(channel)) }),
    fc.record({ kind: fc.constant("extra" as const), name: extraName, value: hostileValue(channel) }),
    fc.record({ kind: fc.constant("hostile" as const), at, value: hostileValue(channel) }),
    fc.record({ kind: fc.constant("bare" as const), at }),
  );
}

function mutate(parameters: Parameter[], mutations: Mutation[]): Parameter[] {
  const list = [...parameters];
  for (const change of mutations) {
    if (change.kind === "extra") {
      list.push([change.name, change.value]);
      continue;
    }
    if (list.length === 0) continue;
    const index = change.at % list.length;
    const [name, value] = list[index]!;
    if (change.kind === "drop") list.splice(index, 1);
    else if (change.kind === "repeat") list.push([name, change.value ?? value]);
    else if (change.kind === "hostile") list[index] = [name, change.value];
    else list[index] = [name, null];
  }
  return list;
}

/** The template's parameters, mutated one time in three (so requests that get far stay common). */
export function parameters(template: Template, channel: Channel): fc.Arbitrary<Parameter[]> {
  const names = Object.keys(template);
  const mutations = fc.oneof({ weight: 2, arbitrary: fc.constant<Mutation[]>([]) }, { weight: 1, arbitrary: fc.array(mutation(channel, names), { minLength: 1, maxLength: 3 }) });
  return fc.tuple(fc.record(template), mutations).map(([values, changes]) => {
    const present: Parameter[] = names.flatMap((name) => (values[name] === null ? [] : [[name, values[name]!] as Parameter]));
    return mutate(present, changes);
  });
}

export function serialize(list: Parameter[]): string {
  return list.map(([name, value]) => (value === null ? name : `${name}=${value}`)).join("&");
}

// Node refuses request lines over 16 KiB with its own 431 before Foyer sees them; long values go in bodies.
const MAX_QUERY_LENGTH = 12_000;

/** A query string of the parameters, cut to stay under Node's header limit. */
export function queryString(list: Parameter[]): string {
  const kept = [...list];
  while (kept.length > 0 && serialize(kept).length > MAX_QUERY_LENGTH) kept.pop();
  return serialize(kept);
}

const formContentTypes = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=UTF-8",
  "APPLICATION/X-WWW-FORM-URLENCODED",
  "application/x-www-form-urlencoded; charset=ISO-8859-1",
];
const wrongContentTypes = ["application/json", "text/plain", "multipart/form-data; boundary=x", "application/x-www-form-urlencodedx", "", null];

/**
 * A form body of the template's parameters: mostly form-encoded, sometimes under a wrong content type,
 * over the size limit, or JSON (near the parameters, deeply nested, broken) where a form is expected.
 */
export function formBody(template: Template, pool: string[]): fc.Arbitrary<BodyBytes> {
  const form = parameters(template, "body").map((list) => Buffer.from(serialize(list), "latin1"));
  const asJson = Object.fromEntries(Object.keys(template).map((name) => [name, { type: "string" }]));
  return fc.oneof(
    { weight: 20, arbitrary: fc.tuple(form, fc.constantFrom(...formContentTypes)).map(([bytes, contentType]) => ({ bytes, contentType, oversized: false })) },
    { weight: 1, arbitrary: fc.tuple(form, fc.constantFrom(...wrongContentTypes)).map(([bytes, contentType]) => ({ bytes, contentType: contentType || null, oversized: false })) },
    { weight: 2, arbitrary: hostileBody(asJson, pool) },
    {
      weight: 1,
      arbitrary: form.map((bytes) => ({ bytes: Buffer.concat([bytes, Buffer.from(`&pad=${"a".repeat(MAX_BODY_BYTES)}`)]), contentType: formContentTypes[0]!, oversized: true })),
    },
  );
}
