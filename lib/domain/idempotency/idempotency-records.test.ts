import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { testProviders } from "@/tests/support/databases";
import { useTestDatabase } from "@/tests/support/use-database";
import {
  finishIdempotentRequest,
  IDEMPOTENCY_TTL_MS,
  purgeExpiredIdempotencyRecords,
  startIdempotentRequest,
} from "./idempotency-records";

describe.each(testProviders())("idempotency records on %s", (provider) => {
  useTestDatabase(provider);

  it("replays within 24 hours, forgets after, and purges what is older", async () => {
    const museum = await db().museum.create({ data: { name: "Keys", slug: `keys-${provider}` } });
    const request = { actor: { museumId: museum.id }, key: "k-1", method: "POST", path: "/v1/locations", requestHash: "h" };
    const first = await startIdempotentRequest(request);
    expect(first.kind).toBe("run");
    if (first.kind !== "run") return;
    await expect(startIdempotentRequest(request)).rejects.toMatchObject({ code: "IDEMPOTENCY_KEY_IN_PROGRESS" });
    await finishIdempotentRequest(first.recordId, { status: 201, body: '{"id":"x"}' });
    expect(await startIdempotentRequest(request)).toEqual({ kind: "replay", answer: { status: 201, body: '{"id":"x"}' } });
    await expect(startIdempotentRequest({ ...request, requestHash: "other" })).rejects.toBeInstanceOf(AppError);

    // A day later the key is free again, and the sweep deletes the old answer.
    const dayAgo = new Date(Date.now() - IDEMPOTENCY_TTL_MS - 1000);
    await db().idempotencyRecord.update({ where: { id: first.recordId }, data: { createdAt: dayAgo } });
    await db().idempotencyRecord.create({ data: { museumId: museum.id, key: "k-old", method: "POST", path: "/", requestHash: "h", createdAt: dayAgo } });
    expect(await purgeExpiredIdempotencyRecords()).toBe(2);
    expect((await startIdempotentRequest(request)).kind).toBe("run");
  });
});
