import "server-only";
import { errorResponse } from "@/lib/http/error-response";
import { requestIdFor } from "@/lib/http/request-id";
import { tokenKeys } from "./token-keys";

/** GET /auth/.well-known/jwks.json: every public key that verifies access tokens. */
export async function jwksResponse(request: Request): Promise<Response> {
  const requestId = requestIdFor(request);
  try {
    const { publicJwks } = await tokenKeys();
    // Verifiers may cache the set for five minutes; jose's remote key sets refetch on an unknown kid.
    return Response.json({ keys: publicJwks }, { headers: { "x-request-id": requestId, "cache-control": "public, max-age=300" } });
  } catch (error) {
    return errorResponse(error, requestId);
  }
}
