import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, expect } from "vitest";
import { db } from "@/lib/db/client";
import type { RunningFoyer } from "./foyer-server";
import { callTool, connectMcp, fetchFrom, outputSchemaChecks } from "./mcp-oauth";
import { authClient, emailedCode } from "./sign-in";

// Checks of what the staff tool server tells a model: each tool's listed outputSchema, checked by a
// JSON Schema validator (not the server's own zod), against every answer a test receives.

/** An MCP client signed in as `email` with a login-service user token (the local-use door of docs/mcp.md, "Locally, with a user token"), from `ip`. */
export async function signedInMcpClient(foyer: RunningFoyer, email: string, ip: string): Promise<Client> {
  const login = authClient(foyer.baseUrl);
  const before = await db().emailOutbox.findFirst({ where: { kind: "SIGN_IN_CODE", to: email }, orderBy: { createdAt: "desc" } });
  expect((await login.start(email, ip)).status).toBe(202);
  const { code } = await emailedCode(email, before?.id);
  const { body } = await login.verify(email, code, ip);
  return connectMcp(foyer.mcpUrl, undefined, fetchFrom(ip), body.accessToken);
}

export type ToolCheck = (name: string, args?: Record<string, unknown>) => ReturnType<typeof callTool>;

/** A tool caller that checks every answer, success or error, against the outputSchema tools/list gave. */
export async function schemaCheckedCaller(client: Client): Promise<ToolCheck> {
  const { tools } = await client.listTools();
  const schemas = new Map(tools.map((tool) => [tool.name, tool.outputSchema]));
  return async (name, args = {}) => {
    const result = await callTool(client, name, args);
    const schema = schemas.get(name);
    expect(schema, `${name} is listed with an outputSchema`).toBeTruthy();
    const verdict = outputSchemaChecks.getValidator(schema!)(result.data);
    expect(verdict.valid, `${name}: ${verdict.errorMessage}\n${JSON.stringify(result.data)}`).toBe(true);
    return result;
  };
}

/** The tool clients of a test file: each signed in by `signIn` (in a beforeAll) and closed after the file. */
export interface ToolClients {
  /** An MCP client signed in as `email` from `ip`, whose answers `call` checks against their outputSchema. */
  signIn(email: string, ip: string): Promise<Client>;
  /** Calls a tool as `client` and checks the answer, success or error, against the tool's outputSchema. */
  call(client: Client, name: string, args?: Record<string, unknown>): ReturnType<typeof callTool>;
}

export function useToolClients(foyer: RunningFoyer): ToolClients {
  const callers = new Map<Client, ToolCheck>();
  afterAll(async () => {
    for (const client of callers.keys()) await client.close();
  });
  return {
    async signIn(email, ip) {
      const client = await signedInMcpClient(foyer, email, ip);
      callers.set(client, await schemaCheckedCaller(client));
      return client;
    },
    call(client, name, args = {}) {
      const check = callers.get(client);
      if (!check) throw new Error("that client was not signed in through useToolClients");
      return check(name, args);
    },
  };
}

interface JsonSchema {
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

/** Every property of an input schema, nested ones and those of array items included, that has no description. */
export function undescribedProperties(schema: JsonSchema, path = ""): string[] {
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
    ...(property.description ? [] : [`${path}${name}`]),
    ...undescribedProperties(property, `${path}${name}.`),
  ]);
  const items = schema.items ? undescribedProperties(schema.items, `${path}[].`) : [];
  const alternatives = (schema.anyOf ?? []).flatMap((alternative) => undescribedProperties(alternative, path));
  return [...own, ...items, ...alternatives];
}

export function toolNames(tools: Tool[]): string[] {
  return tools.map((tool) => tool.name).sort();
}
