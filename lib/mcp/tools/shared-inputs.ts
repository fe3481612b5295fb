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
