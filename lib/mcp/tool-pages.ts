import { createHash } from "node:crypto";
import { z } from "zod";
import type { Operation } from "@/lib/domain/operations/operation";
import { ToolFailure } from "./tool-errors";
import type { ToolOutcome } from "./tool-kit";

// A catalog tool's page (docs/mcp.md, "Limits"): without a limit, as many records as fit in about 8 KB,
// and a cursor to the next. Each page answer carries nextCursor, and
// the tool called again with the same arguments and `cursor` answers the next page. The cursor is
// opaque to the client: it holds where the next page starts and a fingerprint of the arguments it was
// made for, so a cursor passed with other arguments (another day, another filter) is refused rather than
// answering a page of some other list.

/** The arguments that say where a page starts or how long it is, not what is asked. */
const PAGING_ARGUMENTS = new Set(["cursor", "offset", "limit"]);

export const cursorInput = z
  .string()
  .min(1)
  .max(200)
  .optional()
  .describe("The nextCursor of the previous answer, with the same other arguments: answers the next page. Instead of offset.");

export const nextCursorOutput = z.string().nullable().describe("Pass it as cursor, with the same other arguments, for the next page; null on the last page.");

/** The question a page answers, apart from its paging: the tool and every other argument, in a stable order. */
function fingerprintOf(tool: string, args: Record<string, unknown>): string {
  const asked = Object.keys(args)
    .filter((name) => !PAGING_ARGUMENTS.has(name) && args[name] !== undefined)
    .sort()
    .map((name) => [name, args[name]]);
  return createHash("sha256").update(JSON.stringify([tool, asked])).digest("base64url").slice(0, 16);
}

export function encodeCursor(tool: string, args: Record<string, unknown>, offset: number): string {
  return Buffer.from(`${offset}.${fingerprintOf(tool, args)}`).toString("base64url");
}

function refused(message: string): ToolFailure {
  return new ToolFailure("VALIDATION_ERROR", "The request is not valid.", [{ path: "cursor", message }]);
}

/** The offset a cursor stands for, refused when it is not one of ours or was made for other arguments. */
export function offsetOfCursor(tool: string, args: Record<string, unknown>, cursor: string): number {
  if (args.offset !== undefined) throw refused("Give cursor or offset, not both.");
  const match = /^(\d{1,9})\.([\w-]{16})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match) throw refused("This is not a cursor this tool gave: pass the nextCursor of its last answer as it is.");
  if (match[2] !== fingerprintOf(tool, args)) throw refused("This cursor was given for other arguments: call again with the arguments it came with, or without it.");
  return Number(match[1]);
}

/** The operation's input with the offset a cursor stands for, when one was given. */
export function withCursorOffset(tool: string, args: Record<string, unknown>, input: Record<string, unknown>, cursor: string | undefined): Record<string, unknown> {
  return cursor === undefined ? input : { ...input, offset: offsetOfCursor(tool, args, cursor) };
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
  const shown = (count: number): ToolOutcome => {
    const page = { ...answer, [field]: records.slice(0, count) };
    const nextCursor = offset + count < (answer.total as number) ? encodeCursor(operation.name, args, offset + count) : null;
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
