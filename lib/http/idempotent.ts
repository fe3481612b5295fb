import { createHash } from "node:crypto";
import type { Actor } from "@/lib/domain/actor";
import {
  abandonIdempotentRequest,
  finishIdempotentRequest,
  startIdempotentRequest,
} from "@/lib/domain/idempotency/idempotency-records";
import { AppError } from "@/lib/errors/app-error";

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * Runs `answer` once per Idempotency-Key: a retry with the same key, path and body gets the stored
 * answer (marked Idempotent-Replayed); the same key with another request gets 422. Answers of 5xx are
 * not stored, so a retry after a failure on our side runs again.
 */
export async function idempotent(
  request: Request,
  actor: Actor,
  bodyText: string,
  answer: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get("idempotency-key");
  if (key === null || request.method !== "POST") return answer();
  if (!KEY_PATTERN.test(key)) {
    throw new AppError("VALIDATION_ERROR", "Idempotency-Key must be 1 to 255 visible ASCII characters.");
  }
  const path = new URL(request.url).pathname;
  const requestHash = createHash("sha256").update(bodyText).digest("hex");
  const start = await startIdempotentRequest({ actor, key, method: request.method, path, requestHash });
  if (start.kind === "replay") {
    return new Response(start.answer.body === "" ? null : start.answer.body, {
      status: start.answer.status,
      headers: { "content-type": "application/json", "idempotent-replayed": "true", "cache-control": "no-store" },
    });
  }
  let response: Response;
  try {
    response = await answer();
  } catch (error) {
    await abandonIdempotentRequest(start.recordId);
    throw error;
  }
  if (response.status >= 500) {
    await abandonIdempotentRequest(start.recordId);
    return response;
  }
  const body = await response.clone().text();
  await finishIdempotentRequest(start.recordId, { status: response.status, body });
  return response;
}
