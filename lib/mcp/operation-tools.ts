import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { needInWords, nounKey, type Operation, type OperationEffect } from "@/lib/domain/operations/operation";
import { failureFromThrown } from "./tool-errors";
import type { ToolDefinition } from "./tool-kit";
import { cursorInput, nextCursorOutput, pageOutcome, withCursor } from "./tool-pages";
import { museumId } from "./tools/shared-inputs";

// The staff tool server's door onto the operation catalog (docs/architecture.md, "The operation
// catalog"): each operation becomes a tool that runs its service in this process as the signed-in user
// (no request to GraphQL, so the user's rate limit counts the tool call once, at /mcp). The tool takes
// the museum's id beside the operation's input; registerTool (tool-kit.ts) has checked the user's role
// there before the operation runs.

const HARD_TO_UNDO = "It removes or ends something at once: ask the person first.";

const annotationsFor: Record<OperationEffect, ToolDefinition<z.ZodObject>["annotations"]> = {
  reads: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  creates: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  changes: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  destroys: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
} satisfies Record<OperationEffect, Required<Pick<ToolAnnotations, "readOnlyHint" | "destructiveHint" | "idempotentHint" | "openWorldHint">>>;

function descriptionOf(operation: Operation): string {
  return [operation.summary, operation.effect === "destroys" ? HARD_TO_UNDO : "", needInWords[operation.need] ?? ""].filter(Boolean).join(" ");
}

/** The tool's structuredContent: a record under its noun ({ location }), a page or an outcome as it is. */
function answerFields(operation: Operation): Record<string, z.ZodType> {
  if (operation.answerKind === "record") return { [nounKey(operation.noun)]: operation.output };
  if (operation.output instanceof z.ZodObject) return operation.output.shape;
  throw new Error(`Operation ${operation.name}: a page or outcome answer must be an object`);
}

export function toolOf(operation: Operation): ToolDefinition<z.ZodObject> {
  const recordArgument = operation.about ?? `${nounKey(operation.noun)}Id`;
  const pages = operation.answerKind === "page";
  return {
    name: operation.name,
    title: operation.title,
    description: descriptionOf(operation),
    // The operation's own input with the museum beside it (safeExtend keeps its checks across fields):
    // registerTool parses the arguments with it, so run gets them parsed once.
    input: operation.input.safeExtend({ museumId, ...(pages ? { cursor: cursorInput } : {}) }),
    output: { ...answerFields(operation), ...(pages ? { nextCursor: nextCursorOutput } : {}) },
    need: operation.need,
    ...(recordArgument in operation.input.shape ? { recordArgument } : {}),
    annotations: {
      ...annotationsFor[operation.effect],
      openWorldHint: operation.sendsEmail === true,
      ...(operation.repeatsAdd ? { idempotentHint: false } : {}),
    },
    async run({ museumId: museum, cursor, ...asked }, context) {
      const input = pages ? withCursor(operation.name, { museumId: museum, ...asked }, asked, cursor as string | undefined) : asked;
      let answer: unknown;
      try {
        answer = await operation.run({ museumId: museum as string, userId: context.caller.userId }, input);
      } catch (error) {
        throw failureFromThrown(error, context.requestId);
      }
      // As it would leave any door: JSON, dates as ISO text.
      const sent: unknown = JSON.parse(JSON.stringify(answer));
      if (pages) return pageOutcome(operation, { museumId: museum, ...asked }, input, sent as Record<string, unknown>);
      const data = (operation.answerKind === "record" ? { [nounKey(operation.noun)]: sent } : sent) as Record<string, unknown>;
      return { summary: operation.inWords(sent, input), data };
    },
  };
}
