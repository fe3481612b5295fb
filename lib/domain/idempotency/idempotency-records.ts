import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";

// Idempotency-Key on POST: the first answer is stored and replayed for retries with the same key and
// request. Records live 24 hours. A record still without an answer after IN_PROGRESS_TIMEOUT_MS
// belongs to a request that died (a crash between the change and storing its answer), so a retry
// may run again instead of waiting forever.
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const IN_PROGRESS_TIMEOUT_MS = 60_000;

export interface StoredAnswer {
  status: number;
  body: string;
}

export type IdempotencyStart = { kind: "run"; recordId: string } | { kind: "replay"; answer: StoredAnswer };

export interface IdempotentRequest {
  actor: Actor;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

/** Claims the key for this request, or returns the stored answer of an earlier identical one. */
export async function startIdempotentRequest(request: IdempotentRequest): Promise<IdempotencyStart> {
  const { actor, key, method, path, requestHash } = request;
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await db().idempotencyRecord.findUnique({ where: { museumId_key: { museumId: actor.museumId, key } } });
    if (existing) {
      const age = Date.now() - existing.createdAt.getTime();
      const abandoned = existing.status === null && age > IN_PROGRESS_TIMEOUT_MS;
      if (age > IDEMPOTENCY_TTL_MS || abandoned) {
        await db().idempotencyRecord.deleteMany({ where: { id: existing.id } });
        continue;
      }
      if (existing.requestHash !== requestHash || existing.method !== method || existing.path !== path) {
        throw new AppError("IDEMPOTENCY_KEY_REUSED");
      }
      if (existing.status === null || existing.responseBody === null) throw new AppError("IDEMPOTENCY_KEY_IN_PROGRESS");
      return { kind: "replay", answer: { status: existing.status, body: existing.responseBody } };
    }
    try {
      const record = await db().idempotencyRecord.create({
        data: { museumId: actor.museumId, key, method, path, requestHash },
        select: { id: true },
      });
      return { kind: "run", recordId: record.id };
    } catch (error) {
      // Another request with the same key claimed it between our read and our insert: read again.
      if ((error as { code?: string }).code !== "P2002") throw error;
    }
  }
  throw new AppError("IDEMPOTENCY_KEY_IN_PROGRESS");
}

export async function finishIdempotentRequest(recordId: string, answer: StoredAnswer): Promise<void> {
  await db().idempotencyRecord.update({
    where: { id: recordId },
    data: { status: answer.status, responseBody: answer.body, completedAt: new Date() },
  });
}

/** Forgets a claim whose request failed on our side, so a retry runs again. */
export async function abandonIdempotentRequest(recordId: string): Promise<void> {
  await db().idempotencyRecord.deleteMany({ where: { id: recordId } });
}

export async function purgeExpiredIdempotencyRecords(now = Date.now()): Promise<number> {
  const { count } = await db().idempotencyRecord.deleteMany({ where: { createdAt: { lt: new Date(now - IDEMPOTENCY_TTL_MS) } } });
  return count;
}
