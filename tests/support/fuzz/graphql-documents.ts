import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from "graphql";
import { typeDefs } from "@/lib/graphql/type-defs";

// Random GraphQL documents walked from the API's own schema, so every field, argument and input is
// reached and a new one is fuzzed the day it is added. Each document comes from one integer seed
// (fast-check draws it), which keeps runs reproducible. Values are hostile: wrong types, boundary
// numbers, odd strings, unknown fields, real ids of this and another museum.

export const schema: GraphQLSchema = buildSchema(typeDefs);

type Random = () => number;

function prng(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const oddStrings = ["", " ", "null", "-1", "1e309", "__proto__", "\u0000", "\ud800", "%zz", "2026-02-30", "2026-13-01T25:61:00Z", "x".repeat(5_000), "é".repeat(300)];
const oddNumbers = ["0", "-1", "1", "2147483647", "2147483648", "-2147483649", "9007199254740993", "1.5", "1e308", "-0"];
const oddFilters = [
  '{"field":"name","operator":"CONTAINS","value":"a"}',
  '{"AND":[{"field":"email","operator":"ENDS_WITH","value":".test"},{"OR":[]}]}',
  "not json",
  "[]",
  JSON.stringify({ field: "CUSTOM.NOPE", operator: "EQUALS", value: 1 }),
];

function stringLiteral(random: Random, ids: string[]): string {
  const roll = random();
  if (roll < 0.4) return JSON.stringify(pick(random, ids));
  if (roll < 0.55) return JSON.stringify(pick(random, oddFilters));
  return JSON.stringify(pick(random, oddStrings));
}

function wrongLiteral(random: Random, ids: string[]): string {
  return pick(random, [() => pick(random, oddNumbers), () => stringLiteral(random, ids), () => "true", () => "null", () => "[]", () => "{}", () => "BOGUS_ENUM"])();
}

function inputLiteral(type: GraphQLInputType, random: Random, ids: string[], depth: number): string {
  if (random() < 0.08 || depth > 4) return wrongLiteral(random, ids);
  if (isNonNullType(type)) return inputLiteral(type.ofType, random, ids, depth);
  if (isListType(type)) {
    const length = Math.floor(random() * 4);
    return `[${Array.from({ length }, () => inputLiteral(type.ofType, random, ids, depth + 1)).join(", ")}]`;
  }
  if (isEnumType(type)) return pick(random, type.getValues()).name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(() => random() < 0.8);
    const written = fields.map((field) => `${field.name}: ${inputLiteral(field.type, random, ids, depth + 1)}`);
    if (random() < 0.1) written.push(`unknownField: ${wrongLiteral(random, ids)}`);
    return `{ ${written.join(", ")} }`;
  }
  if (isScalarType(type)) {
    if (type.name === "Int" || type.name === "Float") return pick(random, oddNumbers);
    if (type.name === "Boolean") return pick(random, ["true", "false"]);
    if (type.name === "DateTime") return JSON.stringify(pick(random, ["2027-03-01T10:00:00.000Z", "2027-03-01", "yesterday", "0000-01-01T00:00:00Z"]));
    return stringLiteral(random, ids);
  }
  return wrongLiteral(random, ids);
}

function argumentsOf(field: GraphQLField<unknown, unknown>, random: Random, ids: string[]): string {
  const args = field.args.filter((arg) => isNonNullType(arg.type) ? random() < 0.95 : random() < 0.5);
  if (args.length === 0) return "";
  return `(${args.map((arg) => `${arg.name}: ${inputLiteral(arg.type, random, ids, 0)}`).join(", ")})`;
}

function selection(type: GraphQLObjectType, random: Random, ids: string[], depth: number, maxDepth: number): string {
  const fields = Object.values(type.getFields());
  const chosen = fields.filter(() => random() < 0.4);
  if (chosen.length === 0) chosen.push(pick(random, fields));
  const parts = chosen.map((field, index) => {
    const alias = random() < 0.1 ? `a${index}: ` : "";
    const named = getNamedType(field.type);
    const sub = isObjectType(named) ? (depth >= maxDepth ? " { __typename }" : ` { ${selection(named, random, ids, depth + 1, maxDepth)} }`) : "";
    return `${alias}${field.name}${argumentsOf(field, random, ids)}${sub}`;
  });
  if (random() < 0.05) parts.push("noSuchField");
  return parts.join(" ");
}

/** A query or mutation built from the schema with hostile arguments; sometimes deeper than allowed. */
export function schemaDocument(seed: number, ids: string[]): string {
  const random = prng(seed);
  const mutation = random() < 0.4;
  const root = mutation ? schema.getMutationType()! : schema.getQueryType()!;
  const maxDepth = random() < 0.1 ? 12 : 4;
  return `${mutation ? "mutation" : "query"} Fuzz { ${selection(root, random, ids, 0, maxDepth)} }`;
}

/** Documents that attack the parser and validator rather than the resolvers. */
export function abusiveDocument(seed: number): string {
  const random = prng(seed);
  const size = 1 + Math.floor(random() * 3_000);
  return pick(random, [
    () => `{ ${Array.from({ length: size }, (_, i) => `m${i}: museums { id }`).join(" ")} }`,
    () => `{ me { id ${"@include(if: true) ".repeat(size)} } }`,
    () => `query { ${"museums { ".repeat(size % 200)}id${" }".repeat(size % 200)} }`,
    () => "fragment A on Museum { ...B } fragment B on Museum { ...A } { museums { ...A } }",
    () => "{ museums { id } } { me { id } }",
    () => `{ ${"{".repeat(size)} }`,
    () => `query ($v: String) { museum(id: $v) { id } }`,
    () => "subscription { museums { id } }",
    () => "{ __schema { types { name fields { name args { name type { name ofType { name ofType { name } } } } } } } }",
    () => String.fromCharCode(...Array.from({ length: size % 300 }, () => Math.floor(random() * 0x3000))),
  ])();
}
