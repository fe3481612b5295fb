import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import { runGraphql } from "@/lib/graphql/execute";
import { describeError, logger } from "@/lib/log/logger";
import type { McpCaller } from "@/lib/oauth/authenticate-bearer";

// The MCP door's one wrapper: every tool runs as the signed-in user through GraphQL (so roles and
// permissionToModifyMuseum apply exactly as in the dashboard), answers text plus structuredContent,
// and turns any error code into an `isError` result naming the code: a tool error, never a protocol one.

export interface ToolContext {
  caller: McpCaller;
  requestId: string;
}

/** What a tool produced: one line for people, and the data (also sent as JSON text for older clients). */
export interface ToolOutcome {
  summary: string;
  data: Record<string, unknown>;
}

export class ToolFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ToolDefinition<Input extends z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: Input;
  annotations: Required<Pick<ToolAnnotations, "readOnlyHint" | "destructiveHint" | "idempotentHint" | "openWorldHint">>;
  run(args: z.output<Input>, context: ToolContext): Promise<ToolOutcome>;
}

/** Read-only tools; changing tools say whether they destroy anything and whether they reach outside (email). */
export const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;
export const CREATES = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false } as const;
export const SENDS_EMAIL = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true } as const;

/** Runs one GraphQL operation as the caller; any error becomes a ToolFailure with its code. */
export async function graphql<T>(context: ToolContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await runGraphql({ query, variables }, { bearerToken: context.caller.userToken, requestId: context.requestId });
  const error = result.errors?.[0];
  if (error) throw new ToolFailure(error.extensions.code, error.message);
  return result.data as T;
}

function success({ summary, data }: ToolOutcome): CallToolResult {
  return { content: [{ type: "text", text: `${summary}\n\n${JSON.stringify(data, null, 2)}` }], structuredContent: data };
}

const failureTexts: Partial<Record<string, (message: string) => string>> = {
  FORBIDDEN: (message) => `Permission denied: ${message} You cannot change this museum, so nothing was changed.`,
  NOT_FOUND: (message) => `Not found: ${message} (A museum where you have no role is not found either.)`,
  UNAUTHORIZED: () => "Your sign-in has expired. Reconnect the assistant to Foyer.",
};

export function failure(code: string, message: string): CallToolResult {
  const text = failureTexts[code]?.(message) ?? `${code}: ${message}`;
  return { isError: true, content: [{ type: "text", text }], structuredContent: { error: { code, message } } };
}

export function registerTool<Input extends z.ZodObject>(server: McpServer, context: ToolContext, tool: ToolDefinition<Input>): void {
  // The SDK's callback type is conditional on the schema type, which TypeScript cannot resolve for a
  // generic one; the SDK has validated `args` against tool.input before the callback runs.
  const inputSchema: z.ZodObject = tool.input;
  server.registerTool(
    tool.name,
    { title: tool.title, description: tool.description, inputSchema, annotations: { title: tool.title, ...tool.annotations } },
    async (args) => {
      try {
        return success(await tool.run(args as z.output<Input>, context));
      } catch (error) {
        if (error instanceof ToolFailure) return failure(error.code, error.message);
        logger.error("tool failed", { tool: tool.name, requestId: context.requestId, ...describeError(error) });
        return failure("INTERNAL_ERROR", `Something went wrong on our side. Quote the request id ${context.requestId} if you contact support.`);
      }
    },
  );
}
