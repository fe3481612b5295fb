import { after } from "next/server";
import type { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { errorResponse } from "@/lib/http/error-response";
import { parseJsonBody, readBodyText } from "@/lib/http/read-body";
import { requestIdFor } from "@/lib/http/request-id";
import type { Defer } from "./otp/start-sign-in";

export interface AuthRouteInput<B> {
  body: B;
  /** The client's address, for per-IP rate limits (see clientIp). */
  ip: string;
  /** Runs a task after the answer is sent. */
  defer: Defer;
}

/**
 * The wrapper for the login service's JSON endpoints under /auth/api: no API key, a strict zod body,
 * and errors in the same body as /v1 (429s carry Retry-After).
 */
export function authRoute<S extends z.ZodType>(
  spec: { body: S; status?: number },
  handler: (input: AuthRouteInput<z.output<S>>) => Promise<unknown>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const requestId = requestIdFor(request);
    try {
      const body = spec.body.parse(parseJsonBody(request, await readBodyText(request)) ?? {});
      const result = await handler({ body, ip: clientIp(request), defer: (task) => after(task) });
      return Response.json(result, { status: spec.status ?? 200, headers: { "x-request-id": requestId, "cache-control": "no-store" } });
    } catch (error) {
      const response = errorResponse(error, requestId);
      const retryAfter = error instanceof AppError && error.code === "RATE_LIMITED" ? (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds : undefined;
      if (retryAfter !== undefined) response.headers.set("retry-after", String(retryAfter));
      return response;
    }
  };
}

/**
 * The last X-Forwarded-For entry: the address the nearest proxy saw, or, with no proxy, the socket
 * address Next fills in when the header is absent. docs/auth.md explains why it is the last entry.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",").map((part) => part.trim()).filter(Boolean);
  return forwarded?.at(-1)?.slice(0, 64) ?? "unknown";
}
