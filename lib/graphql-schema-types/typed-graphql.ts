import { initGraphQLTada } from "gql.tada";
import type { introspection } from "./generated/introspection";

// The tag for GraphQL documents sent to POST /api/graphql by the dashboard and the staff tools:
// `gql(...)` types each document's result and variables from the schema (generated/introspection.ts,
// written by scripts/graphql-introspection.ts from lib/graphql/type-defs.ts), so a query that asks
// for a field the schema no longer has, or reads one with another type, fails `tsc`. Fragments are
// not masked: a document that spreads one reads its fields directly.
export const gql = initGraphQLTada<{
  introspection: typeof introspection;
  // As lib/graphql/scalars.ts answers them: DateTime as ISO 8601 text. JSON's one use is a customer's
  // customFields, an object keyed by field key.
  scalars: { DateTime: string; JSON: Record<string, unknown> };
  disableMasking: true;
}>();

export type { ResultOf, TadaDocumentNode, VariablesOf } from "gql.tada";
export { print } from "@0no-co/graphql.web";

/**
 * The path of a field in T the schema does not have, or never. gql.tada types such a field as
 * `unknown` rather than refusing the document, so the senders (the dashboard's and the staff tools'
 * graphql()) refuse a document whose result has one: a field removed or renamed in the schema fails `tsc`.
 */
export type UnknownField<T, Path extends string = "data"> = unknown extends T ? Path : UnknownFieldIn<T, Path>;

type UnknownFieldIn<T, Path extends string> = T extends readonly (infer Item)[]
  ? UnknownField<Item, Path>
  : T extends object
    ? string extends keyof T
      ? never // A JSON scalar's object (customFields): its values are any JSON by design.
      : { [Key in keyof T & string]: UnknownField<T[Key], `${Path}.${Key}`> }[keyof T & string]
    : never;

/** What a sender asks of a document besides being one: no field the schema lacks (UnknownField). */
export type KnownFields<Result> = [UnknownField<Result>] extends [never] ? unknown : { "a field the schema does not have": UnknownField<Result> };
