import { databaseProvider } from "@/lib/db/client";
import type { DatabaseProvider } from "@/lib/config/database-url";
import { loadCustomFilterFields, type CustomFilterField } from "./custom-fields";
import type { FilterResource } from "./field-registry";
import { leafWhere } from "./leaf-where";
import { parseFilterText, type FilterNode, type LeafNode } from "./parse-filter";
import { mentionsCustomField, resolveField } from "./resolve-field";

export type { FilterResource } from "./field-registry";

/** Whose records a filter reads: one museum's. Every service's Actor is one. */
export interface MuseumScope {
  museumId: string;
}

// Turns the `filter` query parameter (docs/filtering.md) into a Prisma `where` fragment for one resource,
// which list services AND with `{ museumId: actor.museumId }`. The filter runs in the database as
// SQL; nothing is filtered in memory. Throws AppError("INVALID_FILTER", "<path>: <what is wrong>")
// for anything it cannot accept. The language is described in docs/filtering.md.
export async function compileFilter(
  resource: FilterResource,
  filterText: string | undefined,
  actor: MuseumScope,
): Promise<Record<string, unknown>> {
  if (filterText === undefined || filterText.trim() === "") return {};
  const tree = parseFilterText(filterText);
  const leaves = collectLeaves(tree);
  const customFields: CustomFilterField[] = leaves.some((leaf) => mentionsCustomField(leaf.fieldName))
    ? await loadCustomFilterFields(actor.museumId)
    : [];
  return buildWhere(resource, tree, customFields, databaseProvider());
}

/** The database-free half of compileFilter: a checked tree → the `where` fragment. */
export function buildWhere(
  resource: FilterResource,
  node: FilterNode,
  customFields: CustomFilterField[],
  provider: DatabaseProvider,
): Record<string, unknown> {
  if (node.kind === "leaf") return leafWhere(node, resolveField(resource, node.fieldName, customFields, node.path), provider);
  return { [node.operator]: node.conditions.map((child) => buildWhere(resource, child, customFields, provider)) };
}

function collectLeaves(node: FilterNode): LeafNode[] {
  return node.kind === "leaf" ? [node] : node.conditions.flatMap(collectLeaves);
}

/** The actor's museum's records that match `filterText`: the `where` every list service starts from. */
export async function scopedWhere(resource: FilterResource, filterText: string | undefined, actor: MuseumScope): Promise<Record<string, unknown>> {
  return { AND: [{ museumId: actor.museumId }, await compileFilter(resource, filterText, actor)] };
}
