import "server-only";
import { after } from "next/server";
import type { z } from "zod";
import { errorResponse } from "@/lib/http/error-response";
import { parseJsonBody, readBodyText } from "@/lib/http/read-body";
import { requestIdFor } from "@/lib/http/request-id";
import { successResponse } from "@/lib/http/success-response";
import { clientIp } from "@/lib/http/client-ip";
import { requestedLanguage, type DashboardLanguage } from "@/lib/i18n/languages";
import type { Defer } from "./otp/start-sign-in";

export interface AuthRouteInput<B> {
  body: B;
  /** The client's address, for per-IP rate limits (see lib/http/client-ip.ts). */
  ip: string;
  /** Runs a task after the answer is sent. */
  defer: Defer;
  /** The language of the page the request came from: its language cookie, else Accept-Language (lib/i18n/languages.ts). */
  language: DashboardLanguage;
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
      const result = await handler({ body, ip: clientIp(request), defer: (task) => after(task), language: requestedLanguage(request.headers) });
      return successResponse(result, spec.status ?? 200, requestId);
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };
}

