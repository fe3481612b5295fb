import { databaseProvider, db } from "@/lib/db/client";
import { SqlParameters, takeClaimLock } from "./claim-webhook-deliveries";

// Writes what became of a round's deliveries in one transaction (docs/webhooks.md, "Delivery"): each
// tried row's outcome and its attempt in the log, one statement each for the whole round; the rows it
// claimed but did not try go back to the queue as they were; and each endpoint's other queued rows
// wait as long as its failure, or go at once after its success. On PostgreSQL the transaction first
// takes the claims' advisory lock: a claim and these updates both change an endpoint's queued rows.

export interface TriedDelivery {
  id: number;
  status: "DELIVERED" | "QUEUED" | "FAILED";
  attemptedAt: Date;
  finishedAt: Date;
  statusCode: number | null;
  response: string | null;
  error: string | null;
  /** When a QUEUED row is tried next. */
  nextAttemptAt: Date | null;
}

export interface RoundOutcomes {
  tried: TriedDelivery[];
  /** Claimed but not tried (an earlier row of its record failed, its endpoint failed, or the round ran long): queued again, its attempt not counted. */
  untried: number[];
  /** Per endpoint, the time its queued rows wait until after a failure this round; absent when none failed. */
  retryAfter: Map<string, Date>;
  /** The endpoints that answered this round without failing, and when. */
  answered: Map<string, Date>;
}

const stamp = (date: Date | null) => (date ? date.toISOString() : null);

export async function recordRoundOutcomes(outcomes: RoundOutcomes): Promise<void> {
  const postgres = databaseProvider() === "postgresql";
  const client = db();
  const statements = [];
  if (outcomes.tried.length > 0) {
    const rows = JSON.stringify(
      outcomes.tried.map((row) => ({
        id: row.id,
        status: row.status,
        statusCode: row.statusCode,
        response: row.response,
        error: row.error,
        attemptedAt: stamp(row.attemptedAt),
        finishedAt: stamp(row.finishedAt),
        durationMs: row.finishedAt.getTime() - row.attemptedAt.getTime(),
        nextAttemptAt: stamp(row.nextAttemptAt),
      })),
    );
    const update = new SqlParameters(postgres);
    const insert = new SqlParameters(postgres);
    statements.push(client.$executeRawUnsafe(postgres ? postgresUpdate(update.add(rows)) : sqliteUpdate(update.add(rows)), ...update.values));
    statements.push(client.$executeRawUnsafe(postgres ? postgresAttempts(insert.add(rows)) : sqliteAttempts(insert.add(rows)), ...insert.values));
  }
  if (outcomes.untried.length > 0) {
    statements.push(client.webhookDelivery.updateMany({ where: { id: { in: outcomes.untried }, status: "SENDING" }, data: { status: "QUEUED", attempts: { decrement: 1 } } }));
  }
  for (const [endpointId, nextAttemptAt] of outcomes.retryAfter) {
    // Trying them meanwhile would fail alike, and while due but blocked behind a failed row of their
    // record they would fill every round's batch and hold up every other museum's events.
    statements.push(client.webhookDelivery.updateMany({ where: { endpointId, status: "QUEUED", nextAttemptAt: { lt: nextAttemptAt } }, data: { nextAttemptAt } }));
  }
  for (const [endpointId, at] of outcomes.answered) {
    if (outcomes.retryAfter.has(endpointId)) continue;
    // The receiver answers again: what waited behind a failure goes now, not after the wait it was given.
    statements.push(client.webhookDelivery.updateMany({ where: { endpointId, status: "QUEUED", nextAttemptAt: { gt: at } }, data: { nextAttemptAt: at } }));
  }
  if (statements.length === 0) return;
  // PostgreSQL: after the claims' lock, so these updates never interleave with a claim's (claim-webhook-deliveries.ts).
  await client.$transaction(postgres ? [takeClaimLock(), ...statements] : statements);
}

// Each tried row: its status, the last attempt's answer, deliveredAt when delivered, nextAttemptAt when queued again.
const sqliteUpdate = (rows: string) => `
  UPDATE "WebhookDelivery" SET
    "status" = "r"."value" ->> 'status',
    "lastStatusCode" = "r"."value" ->> 'statusCode',
    "lastResponse" = "r"."value" ->> 'response',
    "lastError" = "r"."value" ->> 'error',
    "deliveredAt" = CASE WHEN "r"."value" ->> 'status' = 'DELIVERED' THEN replace("r"."value" ->> 'finishedAt', 'Z', '+00:00') ELSE "WebhookDelivery"."deliveredAt" END,
    "nextAttemptAt" = COALESCE(replace("r"."value" ->> 'nextAttemptAt', 'Z', '+00:00'), "WebhookDelivery"."nextAttemptAt"),
    "updatedAt" = replace("r"."value" ->> 'finishedAt', 'Z', '+00:00')
  FROM json_each(${rows}) AS "r"
  WHERE "WebhookDelivery"."id" = "r"."value" ->> 'id'`;

const sqliteAttempts = (rows: string) => `
  INSERT INTO "WebhookAttempt" ("deliveryId", "attemptedAt", "durationMs", "statusCode", "response", "error")
  SELECT "value" ->> 'id', replace("value" ->> 'attemptedAt', 'Z', '+00:00'), "value" ->> 'durationMs', "value" ->> 'statusCode', "value" ->> 'response', "value" ->> 'error'
  FROM json_each(${rows})`;

const RECORD_COLUMNS = `"id" int, "status" text, "statusCode" int, "response" text, "error" text, "attemptedAt" timestamp(3), "finishedAt" timestamp(3), "durationMs" int, "nextAttemptAt" timestamp(3)`;

const postgresUpdate = (rows: string) => `
  UPDATE "WebhookDelivery" AS "d" SET
    "status" = "r"."status",
    "lastStatusCode" = "r"."statusCode",
    "lastResponse" = "r"."response",
    "lastError" = "r"."error",
    "deliveredAt" = CASE WHEN "r"."status" = 'DELIVERED' THEN "r"."finishedAt" ELSE "d"."deliveredAt" END,
    "nextAttemptAt" = COALESCE("r"."nextAttemptAt", "d"."nextAttemptAt"),
    "updatedAt" = "r"."finishedAt"
  FROM json_to_recordset(${rows}::json) AS "r" (${RECORD_COLUMNS})
  WHERE "d"."id" = "r"."id"`;

const postgresAttempts = (rows: string) => `
  INSERT INTO "WebhookAttempt" ("deliveryId", "attemptedAt", "durationMs", "statusCode", "response", "error")
  SELECT "id", "attemptedAt", "durationMs", "statusCode", "response", "error"
  FROM json_to_recordset(${rows}::json) AS "r" (${RECORD_COLUMNS})`;
