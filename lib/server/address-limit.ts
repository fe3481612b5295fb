import { rateLimitedError, rateLimitHeaders, takeLimit } from "@/lib/rate-limit/rate-limits";
import { clientIpFromForwarded } from "@/lib/http/client-ip";
import { errorBody } from "@/lib/http/error-response";
import { plainHeader } from "@/lib/http/plain-request";
import type { Step } from "./handler";

/**
 * The per-address limit on every request to either origin, checked before the app. Answers 429 with
 * the API's error body when the address is over it. Expects X-Forwarded-For to have been settled
 * (lib/server/client-address.ts).
 */
export const refuseOverAddressLimit: Step = (request, response) => {
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
};
