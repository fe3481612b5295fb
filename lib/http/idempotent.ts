import { createHash } from "node:crypto";
import type { Actor } from "@/lib/domain/actor";
import {
  abandonIdempotentRequest,
  finishIdempotentRequest,
  startIdempotentRequest,
} from "@/lib/domain/idempotency/idempotency-records";
import { AppError } from "@/lib/errors/app-error";
import { outcomeStatus, outcomeText, type ApiOutcome } from "./api-outcome";

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentRequest {
  method: string;
  url: URL;
  header(name: string): string | null;
}

/**
 * Runs `answer` once per Idempotency-Key: a retry with the same key, path and body gets the stored
 * answer (marked Idempotent-Replayed); the same key with another request gets 422. Answers of 5xx are
 * not stored, so a retry after a failure on our side runs again. A request without the header costs
 * nothing here.
 */
export async function idempotent(
  request: IdempotentRequest,
  actor: Actor,
  bodyText: string,
  answer: () => Promise<ApiOutcome>,
): Promise<ApiOutcome> {
  const key = request.header("idempotency-key");
  if (key === null || request.method !== "POST") return answer();
  if (!KEY_PATTERN.test(key)) {
    throw new AppError("VALIDATION_ERROR", "Idempotency-Key must be 1 to 255 visible ASCII characters.");
  }
  const path = request.url.pathname;
  const requestHash = createHash("sha256").update(bodyText).digest("hex");
  const start = await startIdempotentRequest({ actor, key, method: request.method, path, requestHash });
  if (start.kind === "replay") {
    return {
      kind: "stored",
      status: start.answer.status,
      headers: { "content-type": "application/json", "idempotent-replayed": "true", "cache-control": "no-store" },
      body: start.answer.body === "" ? null : start.answer.body,
    };
  }
  let outcome: ApiOutcome;
  try {
    outcome = await answer();
  } catch (error) {
    await abandonIdempotentRequest(start.recordId);
    throw error;
  }
  const status = outcomeStatus(outcome);
  if (status >= 500) {
    await abandonIdempotentRequest(start.recordId);
    return outcome;
  }
  await finishIdempotentRequest(start.recordId, { status, body: await outcomeText(outcome) });
  return outcome;
}
