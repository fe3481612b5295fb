import { z } from "zod";
import type { DatabaseProvider } from "@/lib/config/database-url";
import { isStorableDate, STORABLE_DATE_RANGE } from "@/lib/db/storable-date";
import { NEGATIONS, OPERATORS_BY_TYPE, type FieldType, type LeafOperator } from "./filter-language";
import { invalidFilter, type LeafNode, type LeafValue } from "./parse-filter";
import type { ResolvedField } from "./resolve-field";

// One leaf condition → one Prisma `where` fragment. A negative operator is the NOT of its positive
// form, so "NOT_EQUAL x" also matches records whose field is empty (null, or no custom value).
// Relations wrap the fragment: to-many in `some`, to-one in `is`.

type Where = Record<string, unknown>;
type Comparable = string | number | boolean | Date;

const CUSTOM_VALUE_COLUMN = {
  string: "stringValue",
  list: "stringValue",
  number: "numberValue",
  date: "dateValue",
  boolean: "booleanValue",
} as const;

const MAX_EPOCH_MS = 8.64e15;
const isoDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

function coerceValue(type: FieldType, value: LeafValue, node: LeafNode, enumValues: readonly string[] | undefined): Comparable {
  const wrong = (expected: string) => invalidFilter(`${node.path}.value`, `${node.fieldName} is of type ${type}; ${expected}`);
  switch (type) {
    case "string":
    case "list":
    case "id":
      if (typeof value === "boolean") throw wrong("give a string");
      return String(value);
    case "enum":
      if (typeof value !== "string" || !enumValues?.includes(value)) throw wrong(`give one of ${enumValues?.join(", ")}`);
      return value;
    case "number": {
      const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
      if (typeof number !== "number" || !Number.isFinite(number)) throw wrong("give a number");
      return number;
    }
    case "date": {
      const epoch = typeof value === "string" && /^-?\d+$/.test(value) ? Number(value) : value;
      const date =
        typeof epoch === "number" && Math.abs(epoch) <= MAX_EPOCH_MS
          ? new Date(epoch)
          : typeof epoch === "string" && isoDate.safeParse(epoch).success
            ? new Date(epoch)
            : undefined;
      if (!date || Number.isNaN(date.getTime())) throw wrong("give epoch milliseconds or an ISO 8601 date-time");
      if (!isStorableDate(date)) throw wrong(`give a date-time ${STORABLE_DATE_RANGE}`);
      return date;
    }
    case "boolean":
      if (typeof value === "boolean") return value;
      if (value === "true" || value === "false") return value === "true";
      throw wrong("give true or false");
  }
}

// Prisma passes text to LIKE as it is, so % and _ in a value would act as wildcards. PostgreSQL's
// LIKE escapes with a backslash by default; SQLite's LIKE has no escape character unless the SQL
// names one, which Prisma does not, so there they stay wildcards (docs/filtering.md says so).
function likeText(value: Comparable, provider: DatabaseProvider): Comparable {
  return provider === "postgresql" && typeof value === "string" ? value.replace(/[\\%_]/g, "\\$&") : value;
}

function comparison(operator: LeafOperator, value: Comparable, provider: DatabaseProvider): Where {
  // SQLite's LIKE ignores ASCII case by itself; PostgreSQL needs ILIKE, which Prisma calls mode.
  const insensitive = provider === "postgresql" ? { mode: "insensitive" } : {};
  switch (operator) {
    case "CONTAINS":
      return { contains: likeText(value, provider), ...insensitive };
    case "STARTS_WITH":
      return { startsWith: likeText(value, provider), ...insensitive };
    case "ENDS_WITH":
      return { endsWith: likeText(value, provider), ...insensitive };
    case "LESSER":
      return { lt: value };
    case "LESSER_OR_EQUAL":
      return { lte: value };
    case "GREATER":
      return { gt: value };
    case "GREATER_OR_EQUAL":
      return { gte: value };
    default:
      return { equals: value };
  }
}

export function leafWhere(node: LeafNode, field: ResolvedField, provider: DatabaseProvider): Where {
  const allowed = OPERATORS_BY_TYPE[field.type];
  if (!allowed.includes(node.operator)) {
    throw invalidFilter(
      `${node.path}.operator`,
      `${node.operator} is not allowed on ${node.fieldName} (${field.type}); use one of ${allowed.join(", ")}`,
    );
  }
  const enumValues = field.target.kind === "column" ? field.target.field.values : undefined;
  const value = coerceValue(field.type, node.value, node, enumValues);
  const positive = NEGATIONS[node.operator];
  const test = comparison(positive ?? node.operator, value, provider);

  let where: Where;
  if (field.target.kind === "custom") {
    const match = { fieldId: field.target.field.id, [CUSTOM_VALUE_COLUMN[field.target.field.type]]: test };
    where = { fieldValues: positive ? { none: match } : { some: match } };
  } else {
    const { column, nullable } = field.target.field;
    const match = { [column]: test };
    where = !positive ? match : nullable ? { OR: [{ [column]: null }, { NOT: match }] } : { NOT: match };
  }
  return field.via.reduceRight<Where>((inner, link) => ({ [link.relation]: link.many ? { some: inner } : { is: inner } }), where);
}
