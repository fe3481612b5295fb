import type { ErrorBody } from "@/lib/http/error-response";
import { handleGraphqlRequest } from "./graphql-route";
import { GRAPHQL_PATH } from "./yoga";

// In-process GraphQL for the staff tool server: the same wrapper, authentication and Yoga instance
// as POST /api/graphql, without a network hop. Keep this signature stable; lib/mcp calls it.

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
  const response = await handleGraphqlRequest(
    new Request(`http://foyer.internal${GRAPHQL_PATH}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${auth.bearerToken}`,
        "content-type": "application/json",
        accept: "application/json",
        ...(auth.requestId ? { "x-request-id": auth.requestId } : {}),
      },
      body: JSON.stringify(operation),
    }),
  );
  const body = (await response.json()) as GraphqlResult | ErrorBody;
  if (!("error" in body)) return body;
  const { code, message, details, requestId } = body.error;
  return { errors: [{ message, extensions: { code, ...(details === undefined ? {} : { details }), requestId } }] };
}
