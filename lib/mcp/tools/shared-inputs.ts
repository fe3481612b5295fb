import { z } from "zod";

// Inputs several tools share, described once so every tool documents them the same way.

export const museumId = z.string().min(1).max(100).describe("The museum's id, as list_museums shows it.");

export const limit = (max: number) =>
  z.number().int().min(1).max(max).optional().describe(`How many records to return, 1 to ${max} (default ${max}).`);

export const offset = z.number().int().min(0).optional().describe("How many matching records to skip (default 0), for the next page.");

export const instant = z.iso.datetime({ offset: true }).describe("An ISO 8601 date-time with Z or an offset, e.g. 2027-03-01T10:00:00+01:00.");

/** The filter language (docs/filtering.md), as one JSON condition. */
export const filterFor = (type: string, example: string) =>
  z
    .record(z.string(), z.unknown())
    .optional()
    .describe(
      `A filter condition on ${type} records (JSON). A leaf is {"operator","fieldName","value"}; ` +
        `AND/OR combine others: {"operator":"AND","conditions":[...]}. Operators: EQUAL, NOT_EQUAL, CONTAINS, NOT_CONTAINS, ` +
        `STARTS_WITH, ENDS_WITH (text, ignoring case), LESSER, LESSER_OR_EQUAL, GREATER, GREATER_OR_EQUAL (numbers and dates), ` +
        `INCLUDES, NOT_INCLUDES (list fields). Field names are upper case with underscores${example}. ` +
        `Dates are ISO 8601 (2026-01-01 or 2026-01-01T00:00:00Z) or epoch milliseconds. At most 8 levels and 100 conditions.`,
    );
