import type { IncomingMessage, ServerResponse } from "node:http";
import { rateLimitedError, rateLimitHeaders, takeLimit } from "@/lib/rate-limit/rate-limits";
import { clientIpFromForwarded } from "./client-ip";
import { errorBody } from "./error-response";
import { plainHeader } from "./plain-request";

/**
 * The per-address limit on every request to either origin, checked by `npm start` before anything
 * else. Answers 429 with the API's error body and returns true when the address is over it.
 * Expects X-Forwarded-For to have been settled (the socket's address unless TRUST_PROXY).
 */
export function refusedOverAddressLimit(request: IncomingMessage, response: ServerResponse): boolean {
  const decision = takeLimit("ip", clientIpFromForwarded(plainHeader(request.headers, "x-forwarded-for")));
  if (!decision || decision.allowed) return false;
  const error = rateLimitedError(decision);
  const body = errorBody(error, plainHeader(request.headers, "x-request-id") ?? "");
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
