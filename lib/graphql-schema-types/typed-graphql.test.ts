import { describe, expect, expectTypeOf, it } from "vitest";
import { gql, print, type KnownFields, type ResultOf, type UnknownField } from "./typed-graphql";

// The answer types come from the schema, and `tsc` (which checks this file) refuses a document with a
// field the schema lacks once a sender gets it.

describe("gql", () => {
  it("types a document's answer from the schema", () => {
    const museums = gql("query Museums { museums { id name role } }");
    expectTypeOf<ResultOf<typeof museums>>().toEqualTypeOf<{
      museums: { id: string; name: string; role: "OWNER" | "ADMIN" | "EDITOR" | "VIEWER" | "DOOR" }[];
    }>();
    expectTypeOf<UnknownField<ResultOf<typeof museums>>>().toBeNever();
    expect(print(museums)).toContain("museums");
  });

  it("names a field the schema lacks, which the senders refuse", () => {
    const stale = gql(`query Stale($id: ID!) { museum(id: $id) { customers { list { customFields shoeSize } } } }`);
    expectTypeOf<UnknownField<ResultOf<typeof stale>>>().toEqualTypeOf<"data.museum.customers.list.shoeSize">();
    expectTypeOf<KnownFields<ResultOf<typeof stale>>>().toEqualTypeOf<{ "a field the schema does not have": "data.museum.customers.list.shoeSize" }>();
    expect(print(stale)).toContain("shoeSize");
  });

  it("prints a document with the fragments it spreads, as the senders send it", () => {
    const fields = gql("fragment LocationName on Location { id name }");
    const locations = gql(`query Locations($id: ID!) { museum(id: $id) { locations { list { ...LocationName } } } }`, [fields]);
    expectTypeOf<NonNullable<NonNullable<ResultOf<typeof locations>["museum"]>["locations"]>["list"]>().toEqualTypeOf<{ id: string; name: string }[]>();
    expect(print(locations)).toMatch(/query Locations[\s\S]*fragment LocationName on Location/);
  });
});
