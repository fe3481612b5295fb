import { Kind, parse, type FieldNode, type OperationDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import { pagingForSelection } from "./args";

/** The field nodes of the first field under `museum` in a query, as a resolver's info holds them. */
function listField(query: string): { fieldNodes: FieldNode[] } {
  const operation = parse(query).definitions[0] as OperationDefinitionNode;
  const museum = operation.selectionSet.selections[0] as FieldNode;
  const field = museum.selectionSet!.selections.find((selection): selection is FieldNode => selection.kind === Kind.FIELD)!;
  return { fieldNodes: [field] };
}

describe("pagingForSelection", () => {
  const paging = { limit: 50, offset: 10 };

  it("reads no records for a list asked only for its total", () => {
    expect(pagingForSelection(paging, listField(`{ museum(id: "m") { checkIns(day: "2027-03-01") { total } } }`))).toEqual({ limit: 0, offset: 10 });
  });

  it("keeps the page when the list is asked for, or may be through a fragment", () => {
    expect(pagingForSelection(paging, listField(`{ museum(id: "m") { checkIns { total list { id } } } }`))).toEqual(paging);
    expect(pagingForSelection(paging, listField(`{ museum(id: "m") { checkIns { total ...Page } } } fragment Page on CheckInList { list { id } }`))).toEqual(paging);
    expect(pagingForSelection(paging, listField(`{ museum(id: "m") { checkIns { ... on CheckInList { list { id } } } } }`))).toEqual(paging);
  });
});
