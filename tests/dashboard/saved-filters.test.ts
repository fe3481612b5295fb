import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { errorCodes } from "../support/graphql-client";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";

// Saved filters through GraphQL: shared by the museum's staff (a viewer reads what an editor saved),
// saved again under the same name replaces, bounds and shape checked, one list's filters apart from
// another's, and each museum's filters its own. graphql-roles.test.ts has every role × mutation.

const SAVE = `mutation($m: ID!, $input: SaveFilterInput!) { saveFilter(museumId: $m, input: $input) { id kind name filter createdBy } }`;
const LIST = `query($m: ID!, $k: SavedFilterKind!) { museum(id: $m) { savedFilters(kind: $k) { id name filter createdBy } } }`;

const builder = (value: string) => JSON.stringify({ operator: "AND", conditions: [{ fieldName: "NAME", operator: "CONTAINS", value }] });

describe.each(testProviders())("saved filters on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["saved-filters", "saved-filters-other"], sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museum = foyer.museum("saved-filters");
  const other = foyer.museum("saved-filters-other");
  const editor = foyer.graphqlAs("editor@saved.test", museum, "EDITOR");
  const viewer = foyer.graphqlAs("viewer@saved.test", museum, "VIEWER");
  const outsider = foyer.graphqlAs("owner@saved-other.test", other, "OWNER");

  it("shares a saved filter with the museum's staff, by name, with who saved it", async () => {
    const saved = await editor(SAVE, { m: museum.museumId, input: { kind: "CUSTOMER", name: "Adas", filter: builder("ada") } });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.saveFilter).toMatchObject({ kind: "CUSTOMER", name: "Adas", filter: builder("ada"), createdBy: "editor@saved.test" });
    await editor(SAVE, { m: museum.museumId, input: { kind: "CUSTOMER", name: "Berlin", filter: builder("berlin") } });
    await editor(SAVE, { m: museum.museumId, input: { kind: "MEMBERSHIP", name: "Gold", filter: builder("gold") } });

    const read = await viewer(LIST, { m: museum.museumId, k: "CUSTOMER" });
    expect(read.body.data.museum.savedFilters.map((filter: { name: string }) => filter.name)).toEqual(["Adas", "Berlin"]);
    const memberships = await viewer(LIST, { m: museum.museumId, k: "MEMBERSHIP" });
    expect(memberships.body.data.museum.savedFilters).toEqual([expect.objectContaining({ name: "Gold", filter: builder("gold") })]);
  });

  it("replaces a filter saved again under the same name", async () => {
    const first = await editor(SAVE, { m: museum.museumId, input: { kind: "CUSTOMER", name: "Replaced", filter: builder("one") } });
    const again = await editor(SAVE, { m: museum.museumId, input: { kind: "CUSTOMER", name: "Replaced", filter: builder("two") } });
    expect(again.body.data.saveFilter.id).toBe(first.body.data.saveFilter.id);
    expect(again.body.data.saveFilter.filter).toBe(builder("two"));
    expect(await db().savedFilter.count({ where: { museumId: museum.museumId, name: "Replaced" } })).toBe(1);
  });

  it("refuses a filter that is not the builder's conditions, or past the filter language's bounds", async () => {
    const deep = (levels: number): unknown => (levels === 0 ? { fieldName: "NAME", operator: "CONTAINS", value: "x" } : { operator: "AND", conditions: [deep(levels - 1)] });
    const refused = [
      "not json",
      JSON.stringify({ operator: "XOR", conditions: [] }),
      JSON.stringify({ operator: "AND", conditions: [{ fieldName: "NAME", operator: "CONTAINS", value: "x", extra: 1 }] }),
      JSON.stringify(deep(9)),
    ];
    for (const filter of refused) {
      const answer = await editor(SAVE, { m: museum.museumId, input: { kind: "CUSTOMER", name: "Wrong", filter } });
      expect(errorCodes(answer), filter).toEqual(["VALIDATION_ERROR"]);
    }
    const blank = await editor(SAVE, { m: museum.museumId, input: { kind: "CUSTOMER", name: "  ", filter: builder("x") } });
    expect(errorCodes(blank)).toEqual(["VALIDATION_ERROR"]);
    expect(await db().savedFilter.count({ where: { museumId: museum.museumId, name: { in: ["Wrong", "  ", ""] } } })).toBe(0);
  });

  it("keeps each museum's saved filters its own", async () => {
    const mine = await editor(SAVE, { m: museum.museumId, input: { kind: "CUSTOMER", name: "Ours only", filter: builder("ours") } });
    const id = mine.body.data.saveFilter.id;
    const theirs = await outsider(LIST, { m: other.museumId, k: "CUSTOMER" });
    expect(theirs.body.data.museum.savedFilters).toEqual([]);
    expect(errorCodes(await outsider(LIST, { m: museum.museumId, k: "CUSTOMER" }))).toEqual(["NOT_FOUND"]);
    const deleteElsewhere = await outsider(`mutation($m: ID!, $id: ID!) { deleteSavedFilter(museumId: $m, id: $id) }`, { m: other.museumId, id });
    expect(errorCodes(deleteElsewhere)).toEqual(["NOT_FOUND"]);
    expect(await db().savedFilter.count({ where: { id } })).toBe(1);

    const deleted = await editor(`mutation($m: ID!, $id: ID!) { deleteSavedFilter(museumId: $m, id: $id) }`, { m: museum.museumId, id });
    expect(deleted.body.data.deleteSavedFilter).toBe(id);
    expect(await db().savedFilter.count({ where: { id } })).toBe(0);
    const entries = await db().auditEntry.findMany({ where: { museumId: museum.museumId, entity: "savedFilter", entityId: id } });
    expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "delete"]);
  });
});
