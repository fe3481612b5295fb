import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { setting } from "@/lib/config/settings";
import { AppError } from "@/lib/errors/app-error";
import { errorResponse } from "./error-response";
import { requestIdFor } from "./request-id";
import { successResponse } from "./success-response";

/**
 * The wrapper for scheduler routes under /api/cron: `Authorization: Bearer $CRON_SECRET`, compared
 * in constant time. Without CRON_SECRET every call is refused, so cron is off unless configured.
 */
export function cronRoute(job: () => Promise<unknown>): (request: Request) => Promise<Response> {
  return async (request) => {
    const requestId = requestIdFor(request);
    try {
      if (!secretMatches(request.headers.get("authorization"), setting("CRON_SECRET"))) throw new AppError("UNAUTHORIZED", "Send Authorization: Bearer <CRON_SECRET>.");
      const result = await job();
      return successResponse(result, 200, requestId);
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };
}

function secretMatches(header: string | null, secret: string | undefined): boolean {
  if (!secret || !header) return false;
  // Hashing both sides first gives equal lengths, so timingSafeEqual leaks nothing about the secret.
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(header), digest(`Bearer ${secret}`));
}
