import type { IncomingMessage, ServerResponse } from "node:http";
import { clientIpFromForwarded } from "@/lib/auth/client-ip";
import type { ErrorBody } from "@/lib/http/error-response";
import { plainHeader } from "@/lib/http/plain-request";
import { rateLimitedError, rateLimitHeaders, takeLimit } from "./rate-limits";

/**
 * The per-address limit on every request to either origin, checked by `npm start` before anything
 * else. Answers 429 with the API's error body and returns true when the address is over it.
 * Expects X-Forwarded-For to have been settled (the socket's address unless TRUST_PROXY).
 */
export function refusedOverAddressLimit(request: IncomingMessage, response: ServerResponse): boolean {
  const decision = takeLimit("ip", clientIpFromForwarded(plainHeader(request.headers, "x-forwarded-for")));
  if (!decision || decision.allowed) return false;
  const error = rateLimitedError(decision);
  const body: ErrorBody = {
    error: { code: error.code, message: error.message, details: error.details, requestId: plainHeader(request.headers, "x-request-id") ?? "" },
  };
  response
    .writeHead(429, {
      ...rateLimitHeaders({ ...decision, remaining: 0 }),
      "retry-after": String(decision.resetSeconds),
      "content-type": "application/json",
      "cache-control": "no-store",
    })
    .end(JSON.stringify(body));
  return true;
}
