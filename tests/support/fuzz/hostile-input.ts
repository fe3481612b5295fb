import fc from "fast-check";
import type { JsonSchema } from "./openapi-operations";

// Values that have broken parsers and handlers somewhere: wrong types, boundary numbers, long and
// odd strings, deep nesting, invalid UTF-8 and percent-encoding, filter bombs.

const MAX_BODY_BYTES = 1024 * 1024;

const oddStrings = [
  "", " ", "null", "undefined", "NaN", "Infinity", "-1", "0", "1e309", "9007199254740993", "__proto__", "constructor",
  "../../etc/passwd", "\u0000", "\ud800", "\uffff", "' OR 1=1 --", "%", "%zz", "%C3%28", "<script>alert(1)</script>",
  "2026-02-30", "2026-13-01T25:61:00Z", "0000-00-00", "+275760-09-13T00:00:00.001Z", "EUR", "en", "ACTIVE",
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(...oddStrings),
  fc.integer({ min: 256, max: 70_000 }).map((length) => "é".repeat(length)),
);

// URLs stay under Node's 16 KiB header limit, beyond which node:http itself answers 431 before Foyer
// sees the request; long values are tested in bodies instead.
const urlString: fc.Arbitrary<string> = fc
  .oneof(fc.string(), fc.constantFrom(...oddStrings), fc.integer({ min: 256, max: 600 }).map((length) => "é".repeat(length)))
  .map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "?")));

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 0.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE),
);

export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}),
);

function typedValue(schema: JsonSchema | undefined, realIds: string[]): fc.Arbitrary<unknown> {
  const types = Array.isArray(schema?.type) ? schema.type : [schema?.type];
  if (types.includes("integer") || types.includes("number")) return hostileNumber;
  if (types.includes("boolean")) return fc.boolean();
  if (types.includes("array")) return fc.array(fc.oneof(anyJson, fc.constantFrom(...realIds)), { maxLength: 5 });
  if (types.includes("object")) return fc.dictionary(hostileString, anyJson, { maxKeys: 5 });
  return fc.oneof(hostileString, fc.constantFrom(...realIds));
}

/** An object near the documented body: some documented fields (typed right or wrong) and unknown ones. */
function nearValidBody(properties: Record<string, JsonSchema>, realIds: string[]): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [name, fc.oneof({ weight: 3, arbitrary: typedValue(schema, realIds) }, { weight: 1, arbitrary: anyJson })]),
  );
  return fc.tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 2 })).map(([known, unknown]) => ({
    ...unknown,
    ...known,
  }));
}

function nested(depth: number, open: string, close: string): string {
  return open.repeat(depth) + close.repeat(depth);
}

export interface BodyBytes {
  bytes: Buffer;
  contentType: string | null;
  /** Over the documented limit: must answer 413. */
  oversized: boolean;
}

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value) ?? "null");

export function hostileBody(properties: Record<string, JsonSchema>, realIds: string[]): fc.Arbitrary<BodyBytes> {
  const asJson = (bytes: Buffer, oversized = false): BodyBytes => ({ bytes, contentType: "application/json", oversized });
  return fc.oneof(
    { weight: 8, arbitrary: nearValidBody(properties, realIds).map((value) => asJson(json(value))) },
    { weight: 2, arbitrary: anyJson.map((value) => asJson(json(value))) },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 200_000 }).map((depth) => asJson(Buffer.from(nested(depth, "[", "]")))) },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 50_000 }).map((depth) => asJson(Buffer.from(nested(depth, '{"a":', "}")))) },
    { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => asJson(Buffer.concat([Buffer.from('{"name":"'), Buffer.from(bytes), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]))) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((text) => asJson(Buffer.from(`{"name": ${text}`))) },
    { weight: 1, arbitrary: fc.constant(asJson(Buffer.from(JSON.stringify({ name: "x".repeat(MAX_BODY_BYTES) })), true)) },
    { weight: 1, arbitrary: fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", null).map((contentType) => ({ bytes: Buffer.from("name=x"), contentType, oversized: false })) },
  );
}

/** A path segment: a real id, an encoded odd string, or raw broken percent-encoding. */
export function hostileSegment(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...realIds) },
    { weight: 3, arbitrary: urlString.map((text) => text || "x") },
    { weight: 1, arbitrary: fc.constantFrom("%", "%zz", "%C3%28", "%FF%FE", "%00", "..", "%2e%2e", "%2F", "a%2Fb", ".", "%E0%80%AF") },
  );
}

/** A filter that is valid JSON but built to be expensive: deep nesting, wide IN lists, long values. */
export const filterBomb: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 10, max: 150 }).map((depth) => {
    const leaf = { field: "lastName", operator: "EQUALS", value: "x" };
    let filter: unknown = leaf;
    for (let level = 0; level < depth; level += 1) filter = { [level % 2 ? "AND" : "OR"]: [filter, leaf] };
    return JSON.stringify(filter);
  }),
  fc.integer({ min: 100, max: 500 }).map((width) => JSON.stringify({ field: "email", operator: "IN", value: Array.from({ length: width }, (_, i) => `${i}@x.test`) })),
  fc.integer({ min: 50, max: 120 }).map((width) => JSON.stringify({ OR: Array.from({ length: width }, () => ({ field: "lastName", operator: "CONTAINS", value: "%_" })) })),
  anyJson.map((value) => JSON.stringify(value)),
);

export function hostileQueryValue(): fc.Arbitrary<string> {
  return fc.oneof(
    urlString,
    hostileNumber.map((number) => encodeURIComponent(String(number))),
    filterBomb.map((filter) => encodeURIComponent(filter)),
    fc.constantFrom("%", "%zz", "%C3%28", "%FF", "", "1,2", "[]"),
  );
}
