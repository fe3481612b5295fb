import { z } from "zod";

// Inputs and output pieces several tools share, described once so every tool documents them the
// same way. Lists answer a page that fits a model's context by default (docs/mcp.md, "Limits").

export const museumId = z.string().min(1).max(100).describe("The museum's id (a UUID), as list_museums shows it.");

/** A record id argument: `what` is the record, `source` the tool that shows its ids. */
export const recordId = (what: string, source: string) => z.string().min(1).max(100).describe(`The ${what}'s id (a UUID), as ${source} shows it.`);

export interface PageRule {
  max: number;
  fallback: number;
}

export const limit = ({ max, fallback }: PageRule) =>
  z.number().int().min(1).max(max).optional().describe(`How many records to return, 1 to ${max} (default ${fallback}).`);

export const offset = z.number().int().min(0).optional().describe("How many matching records to skip (default 0): the next page starts at offset + limit.");

export const totalOutput = z.number().int().describe("How many records match in all; the list is one page of them.");

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

/** Places of a slot's capacity kept for group visits (docs/orders.md, "Places kept for groups"), optional; `what` says whose. */
export const groupCapacityInput = (what: string) =>
  z.number().int().min(0).max(1_000_000).optional().describe(`${what}, the places only group visits (school classes, tours) may book until the museum's release time before the start; default 0, at most the capacity.`);
