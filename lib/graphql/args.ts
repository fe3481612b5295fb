import { Kind, type GraphQLResolveInfo } from "graphql";
import type { z } from "zod";
import type { Actor } from "@/lib/domain/actor";
import type { Paging } from "@/lib/domain/list";
import { recordId } from "@/lib/domain/shared/input-schemas";
import { AppError } from "@/lib/errors/app-error";
import { compileFilter, type FilterResource } from "@/lib/filter/compile-filter";
import { parseFilterText, type FilterNode } from "@/lib/filter/parse-filter";
import { DEFAULT_PAGING, parsePaging, type PagingRule } from "@/lib/http/paging";

// Arguments are checked by the same zod schemas and paging rules as /v1, so both doors accept and
// refuse the same values with the same codes. Detail paths name the GraphQL argument (input.name).

/** Parses `value` with a /v1 schema; a failure is VALIDATION_ERROR with paths under `path`. */
export function parseArgs<S extends z.ZodType>(schema: S, value: unknown, path?: string, rename: Record<string, string> = {}): z.output<S> {
  return parseNamingPaths(schema, value, (parts) => [path, ...parts.map((part) => rename[part] ?? part)].filter((part) => part !== undefined && part !== "").join("."));
}

/** Parses `value` with `schema`; a failure is VALIDATION_ERROR whose detail paths `pathOf` names from zod's. */
export function parseNamingPaths<S extends z.ZodType>(schema: S, value: unknown, pathOf: (parts: string[]) => string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError(
    "VALIDATION_ERROR",
    undefined,
    result.error.issues.map((issue) => ({ path: pathOf(issue.path.map(String)), message: issue.message })),
  );
}

export function parseId(value: unknown, path = "id"): string {
  return parseArgs(recordId, value, path);
}

export interface PagingArgs {
  limit?: number | null;
  offset?: number | null;
}

/** limit and offset under the /v1 rule (1–1000, default 1000; events 1–100), INVALID_PAGINATION otherwise. */
export function pagingArgs({ limit, offset }: PagingArgs, rule: PagingRule = DEFAULT_PAGING): Paging {
  const params = new URLSearchParams();
  if (limit !== null && limit !== undefined) params.set("limit", String(limit));
  if (offset !== null && offset !== undefined) params.set("offset", String(offset));
  return parsePaging(params, rule);
}

/**
 * The paging for a list field that reads no records when only its `total` is asked for (Today asks
 * for the day's admissions and offline conflicts that way, docs/performance.md). A fragment in the
 * selection counts as asking for the list.
 */
export function pagingForSelection(paging: Paging, info: Pick<GraphQLResolveInfo, "fieldNodes">): Paging {
  const asksForList = info.fieldNodes.some((node) => node.selectionSet?.selections.some((selection) => selection.kind !== Kind.FIELD || selection.name.value === "list") ?? true);
  return asksForList ? paging : { ...paging, limit: 0 };
}

export interface FilterLeaf {
  operator: "EQUAL" | "GREATER_OR_EQUAL" | "LESSER";
  fieldName: string;
  value: string | number;
}

/**
 * The caller's filter ANDed with the conditions of typed arguments (a date range, an event), as one
 * filter text for a list service. The caller's filter is checked on its own first, so its errors name
 * its own paths; the added conditions count toward the filter's bounds.
 */
export async function narrowedFilter(resource: FilterResource, filter: string | undefined, actor: Actor, leaves: FilterLeaf[]): Promise<string | undefined> {
  if (leaves.length === 0) return filter;
  const given = filter === undefined || filter.trim() === "" ? [] : [await checkedFilter(resource, filter, actor)];
  const conditions = [...given, ...leaves];
  return JSON.stringify(conditions.length === 1 ? conditions[0] : { operator: "AND", conditions });
}

async function checkedFilter(resource: FilterResource, filter: string, actor: Actor): Promise<unknown> {
  await compileFilter(resource, filter, actor);
  return toJson(parseFilterText(filter));
}

function toJson(node: FilterNode): unknown {
  if (node.kind === "leaf") return { operator: node.operator, fieldName: node.fieldName, value: node.value };
  return { operator: node.operator, conditions: node.conditions.map(toJson) };
}

/** One OR over `EQUAL` leaves: records whose `fieldName` is one of `ids` (at most 99, the filter's bound with the OR). */
export function anyOf(fieldName: string, ids: string[]): string {
  const leaves = ids.map((id) => ({ operator: "EQUAL", fieldName, value: id }));
  return JSON.stringify(leaves.length === 1 ? leaves[0] : { operator: "OR", conditions: leaves });
}
