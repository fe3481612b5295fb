import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { staffRoleAllows, type StaffNeed } from "@/lib/domain/users/administer-museum";
import type { UserMuseum } from "@/lib/domain/users/museum-access";
import { describeError, logger } from "@/lib/log/logger";
import type { McpCaller } from "@/lib/oauth/authenticate-bearer";
import { failure, failureFromThrown, toolErrorSchema, ToolFailure } from "./tool-errors";

// The MCP door's one wrapper: every tool runs as the signed-in user, checked against their role in the
// museum it names as the dashboard is (lib/domain/users/museum-access.ts), answers a short text summary plus
// structuredContent described by its outputSchema, and turns any error code into an `isError`
// result naming the code and the arguments concerned: a tool error, never a protocol one.

export interface ToolContext {
  caller: McpCaller;
  requestId: string;
  /** The caller's museums with their role, loaded once per request. */
  museums: UserMuseum[];
}

/** What a tool produced: a few lines for the model, and the data its outputSchema describes. */
export interface ToolOutcome {
  summary: string;
  data: Record<string, unknown>;
}

export interface ToolDefinition<Input extends z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: Input;
  /** The fields of a successful result's structuredContent. */
  output: Record<string, z.ZodType>;
  /** What the caller's role in the museum must allow; "any" for tools that take no museum. */
  need: StaffNeed | "any";
  /** The argument naming the record the tool looks up, for a NOT_FOUND without other details. */
  recordArgument?: string;
  annotations: Required<Pick<ToolAnnotations, "readOnlyHint" | "destructiveHint" | "idempotentHint" | "openWorldHint">>;
  run(args: z.output<Input>, context: ToolContext): Promise<ToolOutcome>;
}

/** A hand-made read-only tool's annotations (the catalog's tools take theirs from the operation's effect, operation-tools.ts). */
export const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** Whether some role of the caller allows what the tool needs, so the tool is worth listing. */
export function toolAvailable(need: StaffNeed | "any", museums: UserMuseum[]): boolean {
  return need === "any" || museums.some((museum) => staffRoleAllows(museum.role, need));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refusals: Record<StaffNeed, (role: string) => string> = {
  read: (role) => `Your role in this museum (${role}) may not read its records: door staff may only check visitors in and out (check_in_visitor, check_out_visitor) and verify membership QR codes.`,
  modify: (role) => `Your role in this museum (${role}) may read but not change it.`,
  verify: (role) => `Your role in this museum (${role}) may not verify membership QR codes.`,
  administer: (role) => `Your role in this museum (${role}) may not do this: only an owner or admin may.`,
};

/**
 * Checks the museum and the shape of record ids before the tool's schema does, so the answer names the
 * argument as not found: ids are UUIDs, and a museum where the caller has no role is not found (like
 * one that does not exist). The services check the role again.
 */
function checkArguments(args: Record<string, unknown>, declared: z.ZodRawShape, need: StaffNeed | "any", museums: UserMuseum[]): void {
  for (const [name, value] of Object.entries(args)) {
    // An argument the tool does not take is the schema's to refuse, by its name.
    if (!(name in declared) || !name.endsWith("Id") || typeof value !== "string" || UUID.test(value)) continue;
    const message = `No ${name.slice(0, -2)} has the id "${value}"; ids are UUIDs.`;
    throw new ToolFailure("NOT_FOUND", message, [{ path: name, message }]);
  }
  if (need === "any" || typeof args.museumId !== "string") return;
  const museum = museums.find((entry) => entry.id === args.museumId);
  if (!museum) {
    const message = "You have no role in a museum with this id; list_museums shows yours.";
    throw new ToolFailure("NOT_FOUND", message, [{ path: "museumId", message }]);
  }
  if (!staffRoleAllows(museum.role, need)) throw new ToolFailure("FORBIDDEN", refusals[need](museum.role));
}

/**
 * The outputSchema: the success fields, or `error` alone on an error result. MCP clients (the SDK's
 * among them) check an error's structuredContent against the outputSchema too, so the schema admits
 * both, and `anyOf` keeps a success result complete. registerTool checks success results against it
 * before they leave (advertisedOf).
 */
export function outputSchemaOf(shape: Record<string, z.ZodType>): z.ZodObject {
  const fields = Object.keys(shape);
  const optional = Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, schema.optional()]));
  return z
    .object({ ...optional, error: toolErrorSchema.optional() })
    .meta({ anyOf: [{ required: fields }, { required: ["error"] }] })
    .superRefine((value, check) => {
      if (value.error !== undefined) return;
      for (const field of fields) if (!(field in value)) check.addIssue({ code: "custom", path: [field], message: `${field} is missing.` });
    });
}

/** The schemas the SDK is given for a tool, and the check of its answers; made once per tool, not per request. */
interface AdvertisedTool {
  input: z.ZodObject;
  output: z.ZodObject;
  checkOutput: z.ZodType;
}

const advertisedTools = new WeakMap<ToolDefinition<z.ZodObject>, AdvertisedTool>();

/** An object schema any object passes, whose JSON Schema (what tools/list shows) is `jsonSchema`. */
function carrying({ $schema: _dialect, ...jsonSchema }: Record<string, unknown>): z.ZodObject {
  // The loose object's own `additionalProperties: {}` would show beside a schema that says nothing of
  // them; an undefined value leaves it out of the JSON a client reads.
  return z.looseObject({}).meta({ additionalProperties: undefined, ...jsonSchema });
}

/**
 * The server is made anew for each request, and the SDK would turn every tool's schemas into JSON Schema
 * on every tools/list (about 0.2 s of CPU for them all) and parse the arguments itself, refusing them with
 * bare text. So the SDK is given schemas any object passes, carrying the tool's own JSON Schema (draft-07,
 * as the SDK writes it), made once; the callback parses the arguments with the tool's own schema, refusing
 * them coded (VALIDATION_ERROR with a reason per argument, docs/mcp.md "Errors"), and checks its answer
 * against the outputSchema before it leaves, as the SDK did.
 */
function advertisedOf(tool: ToolDefinition<z.ZodObject>): AdvertisedTool {
  let advertised = advertisedTools.get(tool);
  if (!advertised) {
    const checkOutput = outputSchemaOf(tool.output);
    advertised = {
      input: carrying(z.toJSONSchema(tool.input, { target: "draft-7", io: "input" })),
      output: carrying(z.toJSONSchema(checkOutput, { target: "draft-7", io: "output" })),
      checkOutput,
    };
    advertisedTools.set(tool, advertised);
  }
  return advertised;
}

export function registerTool<Input extends z.ZodObject>(server: McpServer, context: ToolContext, tool: ToolDefinition<Input>): void {
  const changes = !tool.annotations.readOnlyHint;
  const advertised = advertisedOf(tool);
  server.registerTool(
    tool.name,
    { title: tool.title, description: tool.description, inputSchema: advertised.input, outputSchema: advertised.output, annotations: { title: tool.title, ...tool.annotations } },
    async (raw): Promise<CallToolResult> => {
      try {
        checkArguments(raw, tool.input.shape, tool.need, context.museums);
        const parsed = tool.input.safeParse(raw);
        if (!parsed.success) throw failureFromThrown(parsed.error, context.requestId);
        const { summary, data } = await tool.run(parsed.data as z.output<Input>, context);
        const answer = advertised.checkOutput.safeParse(data);
        if (!answer.success) throw new Error(`the answer does not fit the outputSchema: ${z.prettifyError(answer.error)}`);
        return { content: [{ type: "text", text: summary }], structuredContent: data };
      } catch (error) {
        if (error instanceof ToolFailure) {
          const about = error.code === "NOT_FOUND" && error.details.length === 0 && tool.recordArgument;
          return failure(about ? new ToolFailure(error.code, error.message, [{ path: about, message: error.message }]) : error, changes);
        }
        logger.error("tool failed", { tool: tool.name, requestId: context.requestId, ...describeError(error) });
        return failure(new ToolFailure("INTERNAL_ERROR", `Something went wrong on our side. Quote the request id ${context.requestId} if you contact support.`), changes);
      }
    },
  );
}
