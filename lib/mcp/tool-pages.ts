import { createHash } from "node:crypto";
import { z } from "zod";
import type { Operation } from "@/lib/domain/operations/operation";
import { ToolFailure } from "./tool-errors";
import type { ToolOutcome } from "./tool-kit";

// A catalog tool's page (docs/mcp.md, "The tools" and "Limits"): without a limit, as many records as
// fit in about 8 KB, and a cursor to the next. The cursor is opaque to the client: it holds where the
// next page starts, the values the answer settled that the arguments left to a default (the day asked
// about, when "today"), and a fingerprint of the question, so the next page asks the same question even
// after midnight, and a cursor passed with other arguments (another day, another filter, another
// museum) is refused rather than answering a page of some other list.

/** The arguments that say where a page starts or how long it is, not what is asked. */
const PAGING_ARGUMENTS = new Set(["cursor", "offset", "limit"]);

export const cursorInput = z
  .string()
  .min(1)
  .max(400)
  .optional()
  .describe("The nextCursor of the previous answer, with the same other arguments: answers the next page. Instead of offset.");

export const nextCursorOutput = z.string().nullable().describe("Pass it as cursor, with the same other arguments, for the next page; null on the last page.");

type Settled = Record<string, string | number>;

/** The question a page answers, apart from its paging: the tool and every other argument, in a stable order. */
function fingerprintOf(tool: string, args: Record<string, unknown>): string {
  const asked = Object.keys(args)
    .filter((name) => !PAGING_ARGUMENTS.has(name) && args[name] !== undefined)
    .sort()
    .map((name) => [name, args[name]]);
  return createHash("sha256").update(JSON.stringify([tool, asked])).digest("base64url").slice(0, 16);
}

function encodeCursor(tool: string, args: Record<string, unknown>, settled: Settled, offset: number): string {
  return Buffer.from(JSON.stringify([offset, settled, fingerprintOf(tool, { ...settled, ...args })])).toString("base64url");
}

function refused(message: string): ToolFailure {
  return new ToolFailure("VALIDATION_ERROR", "The request is not valid.", [{ path: "cursor", message }]);
}

function decodedCursor(cursor: string): [number, Settled, string] | null {
  try {
    const [offset, settled, fingerprint] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    const values = typeof settled === "object" && settled !== null && !Array.isArray(settled) ? Object.values(settled) : null;
    if (!Number.isSafeInteger(offset) || (offset as number) < 0 || typeof fingerprint !== "string" || values === null) return null;
    return values.every((value) => typeof value === "string" || typeof value === "number") ? [offset as number, settled as Settled, fingerprint] : null;
  } catch {
    return null;
  }
}

/**
 * The operation's input for a call with `cursor`: the same question (what the answer settled put back)
 * from where the cursor's page starts. Refused when it is not one of ours, was made for other
 * arguments, or comes beside an offset.
 */
export function withCursor(tool: string, args: Record<string, unknown>, input: Record<string, unknown>, cursor: string | undefined): Record<string, unknown> {
  if (cursor === undefined) return input;
  if (args.offset !== undefined) throw refused("Give cursor or offset, not both.");
  const decoded = decodedCursor(cursor);
  if (!decoded) throw refused("This is not a cursor this tool gave: pass the nextCursor of its last answer as it is.");
  const [offset, settled, fingerprint] = decoded;
  if (fingerprint !== fingerprintOf(tool, { ...settled, ...args })) {
    throw refused("This cursor was given for other arguments: call again with the arguments it came with, or without it.");
  }
  return { ...settled, ...input, offset };
}

/** What a page asked for without a limit may weigh, its words and its structured data together: about 8 KB (docs/mcp.md, "Limits"). */
export const DEFAULT_ANSWER_CHARACTERS = 8_192;

/**
 * A page answer as the tool gives it, with the cursor of the next page. Asked for without a limit, it
 * is cut to the records that fit DEFAULT_ANSWER_CHARACTERS with their words (at least one): records
 * differ in size (an order with its tickets, a slot), so a fixed number would be too many for some.
 * The words' page line and nextCursor then offer the rest.
 */
export function pageOutcome(operation: Operation, args: Record<string, unknown>, input: Record<string, unknown>, answer: Record<string, unknown>): ToolOutcome {
  const field = operation.pageField ?? "list";
  const records = answer[field] as unknown[];
  const offset = (input.offset as number | undefined) ?? 0;
  // Where paging ends: the total, or less where the operation reads only so many (a day's first 1000 slots).
  const reachable = Math.min(answer.total as number, operation.pagesUpTo ?? Number.POSITIVE_INFINITY);
  const settled = Object.fromEntries((operation.cursorKeeps ?? []).map((name) => [name, answer[name] as string | number]));
  const shown = (count: number): ToolOutcome => {
    const page = { ...answer, [field]: records.slice(0, count) };
    const nextCursor = count > 0 && offset + count < reachable ? encodeCursor(operation.name, args, settled, offset + count) : null;
    return { summary: operation.inWords(page, input), data: { ...page, nextCursor } };
  };
  let outcome = shown(records.length);
  if (input.limit !== undefined) return outcome;
  const weight = ({ summary, data }: ToolOutcome) => summary.length + JSON.stringify(data).length;
  // A first cut in proportion to the weight, then one record at a time.
  let count = Math.max(1, Math.min(records.length, Math.floor((records.length * DEFAULT_ANSWER_CHARACTERS) / weight(outcome))));
  if (count < records.length) outcome = shown(count);
  while (count > 1 && weight(outcome) > DEFAULT_ANSWER_CHARACTERS) outcome = shown((count -= 1));
  return outcome;
}
