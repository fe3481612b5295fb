import { verifyUserToken, type UserIdentity } from "@/lib/auth/access-token";
import { toAppError } from "@/lib/errors/to-app-error";
import { requestIdFrom } from "@/lib/http/request-id";
import { GRAPHQL_PATH, yoga } from "./yoga";

// In-process GraphQL for the staff tool server: the same authentication and Yoga instance as
// POST /api/graphql, without its HTTP wrapper. The tool server's request has already been counted
// against the user's rate limit (lib/mcp/handle-mcp-request.ts), so a tool call is counted once, not
// again here (docs/mcp.md, "Rate limits"). Keep this signature stable; lib/mcp calls it.

export interface GraphqlOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphqlError {
  message: string;
  path?: (string | number)[];
  /** `code` is always set: an /v1 error code (FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, UNAUTHORIZED, …) or a GraphQL one (GRAPHQL_VALIDATION_FAILED, QUERY_TOO_DEEP, QUERY_TOO_COMPLEX, …). */
  extensions: { code: string; details?: unknown; requestId?: string; [key: string]: unknown };
}

export interface GraphqlResult {
  data?: Record<string, unknown> | null;
  errors?: GraphqlError[];
}

/**
 * Runs one operation as the user whose access token is `bearerToken`. A refused token does not
 * throw: it answers `{ errors: [{ extensions: { code: "UNAUTHORIZED" } }] }`, like every other
 * failure the HTTP door would answer with a status.
 */
export async function runGraphql(operation: GraphqlOperation, auth: { bearerToken: string; requestId?: string }): Promise<GraphqlResult> {
  const requestId = requestIdFrom(auth.requestId);
  let user: UserIdentity;
  try {
    user = await verifyUserToken(auth.bearerToken);
  } catch (error) {
    const { code, message } = toAppError(error, requestId);
    return { errors: [{ message, extensions: { code, requestId } }] };
  }
  const response = await yoga.fetch(
    new Request(`http://foyer.internal${GRAPHQL_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "x-request-id": requestId },
      body: JSON.stringify(operation),
    }),
    { user, requestId },
  );
  return (await response.json()) as GraphqlResult;
}
