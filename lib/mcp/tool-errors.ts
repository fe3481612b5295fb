import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { toAppError } from "@/lib/errors/to-app-error";

// How a tool says what went wrong (docs/mcp.md, "Errors"): the code, a message, and per-argument
// reasons, in the text for the model and as `{ error: { code, message, details } }` in
// structuredContent. Reasons name the tool's own argument (`endsAt`).

export interface ErrorDetail {
  /** The tool argument the reason is about (`translations.0.name`); empty when about the whole call. */
  path: string;
  message: string;
}

export class ToolFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
  }
}

export const toolErrorSchema = z
  .object({
    code: z.string().describe("The error code, the same as /v1 and GraphQL use: NOT_FOUND, FORBIDDEN, VALIDATION_ERROR, INVALID_FILTER, …"),
    message: z.string().describe("What went wrong, in one sentence."),
    details: z
      .array(z.object({ path: z.string().describe("The argument concerned, empty for the whole call."), message: z.string().describe("Why it was refused.") }))
      .describe("One reason per refused argument; empty when the message says it all."),
  })
  .describe("Set only on an error result (isError: true), instead of the data.");

/**
 * Codes /v1 uses for a record id that is not one of the museum's (in a request body, or the order or
 * ticket an order tool acts on); tools answer NOT_FOUND for them, naming the argument.
 */
const UNKNOWN_REFERENCE_CODES = new Set(["LOCATION_NOT_FOUND", "EVENT_NOT_FOUND", "CUSTOMER_NOT_FOUND", "ORDER_NOT_FOUND", "TICKET_NOT_FOUND"]);

/** A coded error's details are /v1's `[{ path, message }]`; anything else there says nothing per argument. */
function detailsOf(details: unknown): ErrorDetail[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null || typeof (entry as { message?: unknown }).message !== "string") return [];
    const { path, message } = entry as { path?: unknown; message: string };
    return [{ path: String(path ?? ""), message }];
  });
}

/** A coded error as a tool failure; an unknown id in a change's input is NOT_FOUND naming the argument. */
function codedFailure(code: string, message: string, rawDetails: unknown): ToolFailure {
  const details = detailsOf(rawDetails);
  if (UNKNOWN_REFERENCE_CODES.has(code)) return new ToolFailure("NOT_FOUND", details[0]?.message ?? message, details);
  return new ToolFailure(code, message, details);
}

/** What an operation run in process threw (an AppError, a ZodError, anything else), as a tool failure. */
export const failureFromThrown = (thrown: unknown, requestId: string): ToolFailure => {
  const error = toAppError(thrown, requestId);
  return codedFailure(error.code, error.message, error.details);
};

function text(code: string, message: string, changes: boolean): string {
  switch (code) {
    case "FORBIDDEN":
      return changes ? `Permission denied: ${message} You cannot change this museum, so nothing was changed.` : `Permission denied: ${message}`;
    case "NOT_FOUND":
      return `Not found: ${message}`;
    default:
      return `${code}: ${message}`;
  }
}

/** The tool result for a failure; `changes` says whether the tool would have changed anything. */
export function failure({ code, message, details }: ToolFailure, changes: boolean): CallToolResult {
  // One reason that repeats the message only adds the argument's name to it.
  const only = details.length === 1 && details[0]!.message === message ? details[0]! : null;
  const headline = text(code, only?.path ? `${message} (argument ${only.path})` : message, changes);
  const reasons = only ? [] : details.map((detail) => `\n- ${detail.path ? `${detail.path}: ` : ""}${detail.message}`);
  return { isError: true, content: [{ type: "text", text: headline + reasons.join("") }], structuredContent: { error: { code, message, details } } };
}
