// The vocabulary of the filter language (docs/filtering.md, "Conditions" and "Operators"): operators,
// field types, which operators each type accepts, and the bounds a filter must stay within. GET
// /v1/schema and docs/filtering.md publish the same tables, so a client can build a valid filter
// without trial and error.

export const LEAF_OPERATORS = [
  "CONTAINS",
  "NOT_CONTAINS",
  "EQUAL",
  "NOT_EQUAL",
  "STARTS_WITH",
  "ENDS_WITH",
  "INCLUDES",
  "NOT_INCLUDES",
  "LESSER",
  "LESSER_OR_EQUAL",
  "GREATER",
  "GREATER_OR_EQUAL",
] as const;
export const COMPOSITE_OPERATORS = ["AND", "OR"] as const;

export type LeafOperator = (typeof LEAF_OPERATORS)[number];
export type CompositeOperator = (typeof COMPOSITE_OPERATORS)[number];

export const FIELD_TYPES = ["string", "number", "date", "boolean", "list", "id", "enum"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

const ORDERED: LeafOperator[] = ["EQUAL", "NOT_EQUAL", "LESSER", "LESSER_OR_EQUAL", "GREATER", "GREATER_OR_EQUAL"];

// INCLUDES tests membership of one item in a list; on a single-valued field it would only be a
// second spelling of EQUAL, so it is refused there rather than given a surprising meaning.
export const OPERATORS_BY_TYPE: Record<FieldType, readonly LeafOperator[]> = {
  string: ["EQUAL", "NOT_EQUAL", "CONTAINS", "NOT_CONTAINS", "STARTS_WITH", "ENDS_WITH"],
  number: ORDERED,
  date: ORDERED,
  boolean: ["EQUAL", "NOT_EQUAL"],
  list: ["INCLUDES", "NOT_INCLUDES"],
  id: ["EQUAL", "NOT_EQUAL"],
  enum: ["EQUAL", "NOT_EQUAL"],
};

/** Negative operators hold exactly where their positive counterpart does not. */
export const NEGATIONS: Partial<Record<LeafOperator, LeafOperator>> = {
  NOT_EQUAL: "EQUAL",
  NOT_CONTAINS: "CONTAINS",
  NOT_INCLUDES: "INCLUDES",
};

export const FILTER_LIMITS = {
  /** Characters of the filter text (after URI decoding). */
  maxTextLength: 20_000,
  /** Levels of AND/OR nesting below the top condition. */
  maxDepth: 8,
  /** Conditions in the whole filter, leaves and AND/OR nodes together. */
  maxConditions: 100,
  /** Characters of a string value. */
  maxValueLength: 500,
  /** Characters of a field name. */
  maxFieldNameLength: 200,
} as const;
