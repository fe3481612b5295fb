import "server-only";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { errorMessages } from "@/lib/errors/app-error";
import { toAppError } from "@/lib/errors/to-app-error";
import { MAX_BODY_BYTES } from "@/lib/http/read-body";
import { requestIdFor } from "@/lib/http/request-id";
import { authenticateBearer, BearerChallenge, type McpCaller } from "@/lib/oauth/authenticate-bearer";
import { isLoopbackHostname, mcpOriginFor } from "@/lib/oauth/mcp-origin";
import { mcpConfig } from "@/lib/oauth/oauth-config";
import { rateLimitHeaders, rateLimitedError, takeLimits, withRateLimitHeaders } from "@/lib/rate-limit/rate-limits";
import { createFoyerMcpServer } from "./create-server";
import { countMessages } from "./protocol-messages";

// POST / on the tool server's origin: authenticate, then answer the JSON-RPC message with a fresh
// stateless MCP server (no session: any process can answer any request). Answers are JSON, not SSE:
// every tool finishes within the request.

/**
 * A browser page may call only from this origin, or, when the server runs locally, from another
 * local page (an inspector). This is the Origin check the MCP transport asks for against DNS rebinding.
 */
function originAllowed(originHeader: string | null, origin: string): boolean {
  if (originHeader === null || originHeader === origin) return true;
  if (mcpConfig().origin !== null || !URL.canParse(originHeader)) return false;
  return isLoopbackHostname(new URL(originHeader).hostname);
}

function corsHeaders(originHeader: string | null): Record<string, string> {
  if (!originHeader) return {};
  return { "access-control-allow-origin": originHeader, vary: "origin", "access-control-expose-headers": "www-authenticate, mcp-session-id, x-request-id" };
}

function jsonAnswer(status: number, body: unknown, headers: Record<string, string>): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

/**
 * A refusal of POST / that is not an authentication challenge, as MCP clients expect it: a JSON-RPC
 * error (no id: the message was not read), whose `data.code` is Foyer's error code (docs/mcp.md).
 */
function jsonRpcRefusal(status: number, code: string, message: string, headers: Record<string, string>): Response {
  return jsonAnswer(status, { jsonrpc: "2.0", id: null, error: { code: -32000, message, data: { code, requestId: headers["x-request-id"] } } }, headers);
}

/** The database is down or similar: say so without internals (toAppError logs the cause). */
function serverError(error: unknown, requestId: string, cors: Record<string, string>): Response {
  const unavailable = toAppError(error, requestId).code === "SERVICE_UNAVAILABLE";
  const code = unavailable ? "SERVICE_UNAVAILABLE" : "INTERNAL_ERROR";
  return jsonRpcRefusal(unavailable ? 503 : 500, code, errorMessages[code], unavailable ? { ...cors, "retry-after": "5" } : cors);
}

export async function handleMcpRequest(request: Request): Promise<Response> {
  const origin = mcpOriginFor(request);
  const requestId = requestIdFor(request);
  const originHeader = request.headers.get("origin");
  if (!originAllowed(originHeader, origin)) {
    return jsonRpcRefusal(403, "FORBIDDEN", "Requests from this web origin are not accepted.", { "x-request-id": requestId });
  }
  const cors = { ...corsHeaders(originHeader), "x-request-id": requestId };
  let caller: McpCaller;
  try {
    caller = await authenticateBearer(request.headers.get("authorization"), origin);
  } catch (error) {
    if (error instanceof BearerChallenge) {
      return jsonAnswer(error.status, { error: error.error ?? "unauthorized", error_description: error.description }, { ...cors, "www-authenticate": error.header(origin) });
    }
    return serverError(error, requestId, cors);
  }
  // Tool calls count against the user's rate limit, as the dashboard's requests do, each message of a
  // batch on its own; setting up and keeping the connection counts against its own (protocol-messages.ts).
  const { keepsConnection, messages } = await countMessages(request);
  const limit = takeLimits(keepsConnection ? "mcpProtocol" : "user", caller.userId, messages);
  if (limit && !limit.allowed) {
    const refusal = rateLimitedError(limit);
    return jsonRpcRefusal(429, refusal.code, refusal.message, { ...cors, ...rateLimitHeaders(limit), "retry-after": String(limit.resetSeconds) });
  }
  if (request.method !== "POST") {
    return jsonRpcRefusal(405, "METHOD_NOT_ALLOWED", "This stateless server answers POST only.", { ...cors, allow: "POST" });
  }
  let server: McpServer;
  try {
    server = await createFoyerMcpServer(caller, requestId);
  } catch (error) {
    return serverError(error, requestId, cors);
  }
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true, maxRequestBodySize: MAX_BODY_BYTES });
  await server.connect(transport);
  try {
    const response = await transport.handleRequest(request);
    for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
    return withRateLimitHeaders(response, limit);
  } finally {
    await server.close();
  }
}

/** The CORS preflight of POST / for an allowed browser origin. */
export function mcpPreflight(request: Request): Response {
  const originHeader = request.headers.get("origin");
  if (!originHeader || !originAllowed(originHeader, mcpOriginFor(request))) return new Response(null, { status: 403 });
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(originHeader),
      "access-control-allow-methods": "POST, OPTIONS",
      "access-control-allow-headers": "authorization, content-type, accept, mcp-protocol-version, mcp-session-id, last-event-id",
      "access-control-max-age": "600",
    },
  });
}
