import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { errorMessages } from "@/lib/errors/app-error";
import { errorResponse, toAppError } from "@/lib/http/error-response";
import { requestIdFor } from "@/lib/http/request-id";
import { authenticateBearer, BearerChallenge, type McpCaller } from "@/lib/oauth/authenticate-bearer";
import { isLoopbackHostname, mcpOriginFor } from "@/lib/oauth/mcp-origin";
import { mcpConfig } from "@/lib/oauth/oauth-config";
import { rateLimitedError, takeLimit, withRateLimitHeaders } from "@/lib/rate-limit/rate-limits";
import { createFoyerMcpServer } from "./create-server";

// POST / on the tool server's origin: authenticate, then answer the JSON-RPC message with a fresh
// stateless MCP server (no session: any process can answer any request). Answers are JSON, not SSE:
// every tool finishes within the request.

const MAX_BODY_BYTES = 1_048_576;

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

export async function handleMcpRequest(request: Request): Promise<Response> {
  const origin = mcpOriginFor(request);
  const requestId = requestIdFor(request);
  const originHeader = request.headers.get("origin");
  if (!originAllowed(originHeader, origin)) {
    return jsonAnswer(403, { error: "forbidden", error_description: "Requests from this web origin are not accepted." }, { "x-request-id": requestId });
  }
  const cors = { ...corsHeaders(originHeader), "x-request-id": requestId };
  let caller: McpCaller;
  try {
    caller = await authenticateBearer(request.headers.get("authorization"), origin);
  } catch (error) {
    if (error instanceof BearerChallenge) {
      return jsonAnswer(error.status, { error: error.error ?? "unauthorized", error_description: error.description }, { ...cors, "www-authenticate": error.header(origin) });
    }
    // The database is down or similar: say so without internals (toAppError logs the cause).
    const appError = toAppError(error, requestId);
    const status = appError.code === "SERVICE_UNAVAILABLE" ? 503 : 500;
    return jsonAnswer(status, { error: "server_error", error_description: errorMessages[appError.code === "SERVICE_UNAVAILABLE" ? "SERVICE_UNAVAILABLE" : "INTERNAL_ERROR"] }, cors);
  }
  // Tool calls count against the user's rate limit, as the GraphQL requests they stand for would.
  const limit = takeLimit("user", caller.userId);
  if (limit && !limit.allowed) {
    const refused = errorResponse(rateLimitedError(limit), requestId);
    for (const [name, value] of Object.entries(cors)) refused.headers.set(name, value);
    return refused;
  }
  if (request.method !== "POST") {
    return jsonAnswer(405, { error: "method_not_allowed", error_description: "This stateless server answers POST only." }, { ...cors, allow: "POST" });
  }
  const server = createFoyerMcpServer(caller, requestId);
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
