// The filter builder's model: a tree of AND/OR groups and conditions as the staff member edits it, and
// its translation into the `filter` JSON of docs/filtering.md. Conditions still being filled in (no
// value yet) are left out, and groups left empty by that are dropped, so the JSON is always valid.

import { isCalendarDay } from "./calendar-day";
import type { BuilderGroup, BuilderNode } from "@/lib/domain/saved-filters/saved-filter-schemas";

export interface SchemaField {
  name: string;
  type: "string" | "number" | "date" | "boolean" | "list" | "id" | "enum";
  operators: string[];
  values?: string[];
  /** A custom field's own label, as /v1/schema gives it. */
  label?: string;
  /** What the field picker shows: "Customer › Name" (lib/dashboard/filter-fields.ts names every field). */
  optionLabel?: string;
  /** What staff read for each value (an enum's "Expired", a ticket type's name for its id). */
  valueLabels?: Record<string, string>;
  /** A field of the dashboard's own (a membership's status today): the filter it stands for. */
  expand?: (operator: string, value: string) => FilterJson | null;
}

export interface FilterCondition {
  kind: "condition";
  id: string;
  fieldName: string;
  operator: string;
  value: string;
}

export interface FilterGroup {
  kind: "group";
  id: string;
  operator: "AND" | "OR";
  children: FilterNode[];
}

export type FilterNode = FilterCondition | FilterGroup;

export type FilterJson = { operator: string; fieldName: string; value: string | number | boolean } | { operator: "AND" | "OR"; conditions: FilterJson[] };

/** The filter language's nesting bound: AND/OR levels, the outermost counting as one. */
export const MAX_GROUP_DEPTH = 8;

let lastId = 0;
const nextId = () => `node-${++lastId}`;

export function newCondition(field: SchemaField | undefined): FilterCondition {
  return { kind: "condition", id: nextId(), fieldName: field?.name ?? "", operator: field ? firstOperator(field) : "", value: initialValue(field) };
}

/** A new text condition looks for the words anywhere ("contains"), the way staff search for a name. */
function firstOperator(field: SchemaField): string {
  if (field.type === "string" && field.operators.includes("CONTAINS")) return "CONTAINS";
  return field.operators[0] ?? "";
}

export function newGroup(operator: "AND" | "OR", field: SchemaField | undefined): FilterGroup {
  return { kind: "group", id: nextId(), operator, children: field ? [newCondition(field)] : [] };
}

/** Booleans and enums start on their first choice; typed values start empty. */
export function initialValue(field: SchemaField | undefined): string {
  if (field?.type === "boolean") return "true";
  if (field?.type === "enum") return field.values?.[0] ?? "";
  return "";
}

/** A condition moved to another field keeps its operator and value only where they still fit. */
export function withField(condition: FilterCondition, field: SchemaField): FilterCondition {
  const previous = condition.fieldName;
  return {
    ...condition,
    fieldName: field.name,
    operator: field.operators.includes(condition.operator) ? condition.operator : firstOperator(field),
    value: previous === field.name ? condition.value : initialValue(field),
  };
}

export function mapNode(node: FilterNode, id: string, change: (node: FilterNode) => FilterNode): FilterNode {
  if (node.id === id) return change(node);
  if (node.kind === "condition") return node;
  return { ...node, children: node.children.map((child) => mapNode(child, id, change)) };
}

export function removeNode(node: FilterGroup, id: string): FilterGroup {
  return {
    ...node,
    children: node.children.filter((child) => child.id !== id).map((child) => (child.kind === "group" ? removeNode(child, id) : child)),
  };
}

/** The value as the filter language takes it for the field's type, or undefined while not usable. */
export function typedValue(field: SchemaField, text: string): string | number | boolean | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  if (field.type === "number") {
    const number = Number(trimmed);
    return Number.isFinite(number) ? number : undefined;
  }
  if (field.type === "boolean") return trimmed === "true";
  // A date goes as YYYY-MM-DD, which the language reads as midnight UTC; a day still being typed goes
  // not at all (the server would read "24" as a moment in 1970).
  if (field.type === "date") return isCalendarDay(trimmed) ? trimmed : undefined;
  return field.type === "string" || field.type === "list" ? text : trimmed;
}

export function toFilterJson(root: FilterGroup, fields: Map<string, SchemaField>): FilterJson | null {
  const convert = (node: FilterNode): FilterJson | null => {
    if (node.kind === "condition") {
      const field = fields.get(node.fieldName);
      if (!field || !field.operators.includes(node.operator)) return null;
      if (field.expand) return node.value === "" ? null : field.expand(node.operator, node.value);
      const value = typedValue(field, node.value);
      return value === undefined ? null : { operator: node.operator, fieldName: node.fieldName, value };
    }
    const conditions = node.children.map(convert).filter((child): child is FilterJson => child !== null);
    return conditions.length === 0 ? null : { operator: node.operator, conditions };
  };
  const json = convert(root);
  // A top-level group around a single condition means the same as the condition alone.
  if (json && "conditions" in json && json.conditions.length === 1) return json.conditions[0]!;
  return json;
}

/** The API filter and the quick search together: every condition, and the text in one of the search fields. */
export function withSearch(filter: FilterJson | null, searchFields: string[], search: string): FilterJson | null {
  const text = search.trim();
  if (text === "") return filter;
  const found: FilterJson = { operator: "OR", conditions: searchFields.map((fieldName) => ({ operator: "CONTAINS", fieldName, value: text })) };
  return filter ? { operator: "AND", conditions: [filter, found] } : found;
}

/** The builder's tree as saved filters and the page's address keep it: conditions as typed, without ids. */
export function toBuilderJson(root: FilterGroup): BuilderGroup {
  const convert = (node: FilterNode): BuilderNode =>
    node.kind === "condition" ? { fieldName: node.fieldName, operator: node.operator, value: node.value } : { operator: node.operator, conditions: node.children.map(convert) };
  return convert(root) as BuilderGroup;
}

export function fromBuilderJson(json: BuilderGroup): FilterGroup {
  const convert = (node: BuilderNode): FilterNode =>
    "conditions" in node
      ? { kind: "group", id: nextId(), operator: node.operator, children: node.conditions.map(convert) }
      : { kind: "condition", id: nextId(), fieldName: node.fieldName, operator: node.operator, value: node.value };
  return convert(json) as FilterGroup;
}

/** A builder tree from the page's address or a saved filter, or null for text that is not one. */
export function parseBuilderText(text: string | null): FilterGroup | null {
  if (!text) return null;
  try {
    const json = JSON.parse(text) as unknown;
    return isBuilderGroup(json) ? fromBuilderJson(json) : null;
  } catch {
    return null;
  }
}

function isBuilderGroup(value: unknown): value is BuilderGroup {
  if (typeof value !== "object" || value === null) return false;
  const node = value as Record<string, unknown>;
  return (node.operator === "AND" || node.operator === "OR") && Array.isArray(node.conditions) && node.conditions.every((child) => isBuilderGroup(child) || isBuilderLeaf(child));
}

function isBuilderLeaf(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const node = value as Record<string, unknown>;
  return typeof node.fieldName === "string" && typeof node.operator === "string" && typeof node.value === "string";
}

/** Levels of groups from `node` down (a condition is 0, a group of conditions is 1). */
export function groupDepth(node: FilterNode): number {
  if (node.kind === "condition") return 0;
  return 1 + Math.max(0, ...node.children.map(groupDepth));
}

/** The curl command that runs the same list through the REST API, for integrators to copy. */
export function curlCommand(origin: string, path: string, filter: FilterJson | null, limit: number, offset: number): string {
  const lines = [`curl -sG "${origin}${path}"`, `  -H "Authorization: Bearer $FOYER_API_KEY"`];
  if (filter) lines.push(`  --data-urlencode 'filter=${JSON.stringify(filter).replaceAll("'", `'\\''`)}'`);
  lines.push(`  -d limit=${limit} -d offset=${offset}`);
  return lines.join(" \\\n");
}
