import { AppError } from "@/lib/errors/app-error";
import {
  COMPOSITE_OPERATORS,
  FILTER_LIMITS,
  LEAF_OPERATORS,
  type CompositeOperator,
  type LeafOperator,
} from "./filter-language";

// Turns the filter text into a checked tree: JSON, shapes, operators and bounds. Field names and
// values are checked later against the resource (resolve-field.ts, leaf-where.ts). Every error
// names the part that is wrong by its path, e.g. "filter.conditions[1].fieldName".

export type LeafValue = string | number | boolean;

export interface LeafNode {
  kind: "leaf";
  path: string;
  operator: LeafOperator;
  fieldName: string;
  value: LeafValue;
}

export interface CompositeNode {
  kind: "composite";
  path: string;
  operator: CompositeOperator;
  conditions: FilterNode[];
}

export type FilterNode = LeafNode | CompositeNode;

export function invalidFilter(path: string, problem: string): AppError {
  return new AppError("INVALID_FILTER", `${path}: ${problem}`);
}

/**
 * The `filter` query parameter arrives URI-decoded once (by URLSearchParams). Clients that encode
 * twice send text that still starts with "%7B"; it is decoded once more, so both forms work.
 */
function decodeOnceMore(text: string): string {
  const trimmed = text.trim();
  if (!/^%7B/i.test(trimmed)) return trimmed;
  try {
    return decodeURIComponent(trimmed);
  } catch {
    throw invalidFilter("filter", "is not valid JSON (nor URI-encoded JSON)");
  }
}

export function parseFilterText(filterText: string): FilterNode {
  if (filterText.length > FILTER_LIMITS.maxTextLength) {
    throw invalidFilter("filter", `is longer than ${FILTER_LIMITS.maxTextLength} characters`);
  }
  let json: unknown;
  try {
    json = JSON.parse(decodeOnceMore(filterText));
  } catch {
    throw invalidFilter("filter", "is not valid JSON");
  }
  const counter = { conditions: 0 };
  return parseNode(json, "filter", 0, counter);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function rejectUnknownKeys(node: Record<string, unknown>, path: string, allowed: readonly string[]): void {
  const extra = Object.keys(node).find((key) => !allowed.includes(key));
  if (extra !== undefined) throw invalidFilter(path, `unexpected key "${extra}" (allowed: ${allowed.join(", ")})`);
}

function parseNode(node: unknown, path: string, depth: number, counter: { conditions: number }): FilterNode {
  counter.conditions += 1;
  if (counter.conditions > FILTER_LIMITS.maxConditions) {
    throw invalidFilter("filter", `has more than ${FILTER_LIMITS.maxConditions} conditions`);
  }
  if (!isObject(node)) throw invalidFilter(path, "must be an object with an operator");
  const operator = node.operator;
  if (typeof operator !== "string") throw invalidFilter(`${path}.operator`, "is missing or not a string");
  if ((COMPOSITE_OPERATORS as readonly string[]).includes(operator)) {
    return parseComposite(node, path, operator as CompositeOperator, depth, counter);
  }
  if ((LEAF_OPERATORS as readonly string[]).includes(operator)) return parseLeaf(node, path, operator as LeafOperator);
  throw invalidFilter(`${path}.operator`, `unknown operator "${operator.slice(0, 40)}"`);
}

function parseComposite(
  node: Record<string, unknown>,
  path: string,
  operator: CompositeOperator,
  depth: number,
  counter: { conditions: number },
): CompositeNode {
  rejectUnknownKeys(node, path, ["operator", "conditions"]);
  const conditions = node.conditions;
  if (!Array.isArray(conditions) || conditions.length === 0) {
    throw invalidFilter(`${path}.conditions`, `${operator} needs a non-empty array of conditions`);
  }
  if (depth + 1 > FILTER_LIMITS.maxDepth) {
    throw invalidFilter(`${path}.conditions`, `nests AND/OR deeper than ${FILTER_LIMITS.maxDepth} levels`);
  }
  return {
    kind: "composite",
    path,
    operator,
    conditions: conditions.map((child, index) => parseNode(child, `${path}.conditions[${index}]`, depth + 1, counter)),
  };
}

function parseLeaf(node: Record<string, unknown>, path: string, operator: LeafOperator): LeafNode {
  rejectUnknownKeys(node, path, ["operator", "fieldName", "value"]);
  const { fieldName, value } = node;
  if (typeof fieldName !== "string" || fieldName === "") {
    throw invalidFilter(`${path}.fieldName`, "is missing or not a non-empty string");
  }
  if (fieldName.length > FILTER_LIMITS.maxFieldNameLength) {
    throw invalidFilter(`${path}.fieldName`, `is longer than ${FILTER_LIMITS.maxFieldNameLength} characters`);
  }
  if (typeof value === "string") {
    if (value.length > FILTER_LIMITS.maxValueLength) {
      throw invalidFilter(`${path}.value`, `is longer than ${FILTER_LIMITS.maxValueLength} characters`);
    }
  } else if (typeof value !== "number" && typeof value !== "boolean") {
    throw invalidFilter(`${path}.value`, "is missing or not a string, number or boolean");
  }
  return { kind: "leaf", path, operator, fieldName, value };
}
