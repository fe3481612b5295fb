import { z } from "zod";

// Inputs several tools share, described once so every tool documents them the same way.

export const museumId = z.string().min(1).max(100).describe("The museum's id (a UUID), as list_museums shows it.");

/** A record id argument: `what` is the record, `source` the tool that shows its ids. */
export const recordId = (what: string, source: string) => z.string().min(1).max(100).describe(`The ${what}'s id (a UUID), as ${source} shows it.`);
