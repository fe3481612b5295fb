import { databaseProvider, db, sqliteTimestamp } from "@/lib/db/client";

// Claims a batch of due webhook deliveries in one statement (docs/webhooks.md, "Delivery"): the rows
// become SENDING, their attempt is counted and their updatedAt marks when they were claimed. A row is
// due when it is QUEUED and its time has come, or when it was left SENDING by a process that died
// (claimed longer ago than `staleBefore`). A row is not claimed while an earlier row of the same
// record and endpoint still waits and is not claimed with it (queued for later, or being sent): the
// earlier rows are claimed first, in the same statement when they are due, so a claimed batch holds
// each record's rows in order and the caller sends them one after another.
//
// No row is claimed twice by processes sharing a database:
// - SQLite: one UPDATE is one write transaction, and a write transaction takes the database's write
//   lock before it reads, so two claims run one after the other and the second sees the first's rows
//   as SENDING.
// - PostgreSQL: the claim runs after a transaction-scoped advisory lock that every claim takes, so
//   claims also run one after another, and under READ COMMITTED the claim statement's snapshot,
//   taken after the lock, sees every claim committed before it. Without it, two claims could each
//   take one of a record's rows (row locks are checked only for the rows updated, not for "an
//   earlier row still waits") and send them out of order.

/** The advisory lock key every claim takes on PostgreSQL ("webhook" in ASCII). */
const CLAIM_LOCK_KEY = 0x776562686f6f6b;

/**
 * The statement that takes the claims' lock for the rest of its transaction (PostgreSQL). A round's
 * outcomes take it too (record-webhook-outcomes.ts): they update an endpoint's queued rows in one
 * statement, in no set order, as a claim does, and two such statements over the same rows in
 * different orders deadlock; under the one lock they run one after the other.
 */
export const takeClaimLock = () => db().$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${CLAIM_LOCK_KEY})`);

/** Collects a raw statement's parameters as each database names them: `?` on SQLite, `$n` on PostgreSQL. */
export class SqlParameters {
  readonly values: unknown[] = [];
  constructor(private readonly postgres: boolean) {}

  add(value: unknown): string {
    this.values.push(value);
    return this.postgres ? `$${this.values.length}` : "?";
  }

  /** A DateTime as the column stores it (UTC). */
  time(date: Date): string {
    return this.postgres ? `${this.add(date.toISOString())}::timestamp(3)` : this.add(sqliteTimestamp(date));
  }
}

/** A claimed delivery: what sending it needs, from the claim's own answer. */
export interface ClaimedDelivery {
  id: number;
  messageId: string;
  endpointId: string;
  subject: string;
  payload: string;
  /** Counting this one. */
  attempts: number;
  createdAt: Date;
  retryFrom: Date | null;
}

interface ClaimedRow extends Omit<ClaimedDelivery, "createdAt" | "retryFrom"> {
  createdAt: Date | string;
  retryFrom: Date | string | null;
}

/** The claimed rows, oldest first. */
export async function claimDueDeliveries(now: Date, staleBefore: Date, limit: number): Promise<ClaimedDelivery[]> {
  const postgres = databaseProvider() === "postgresql";
  const p = new SqlParameters(postgres);
  // A placeholder per use: SQLite's `?` takes one value each time it appears.
  const at = () => p.time(now);
  const stale = () => p.time(staleBefore);
  // A row not due now that still waits: queued for later, or being sent by a live process.
  const waitingNotDue = (row: string) => `(("${row}"."status" = 'QUEUED' AND "${row}"."nextAttemptAt" > ${at()}) OR ("${row}"."status" = 'SENDING' AND "${row}"."updatedAt" >= ${stale()}))`;
  const claim = `
    UPDATE "WebhookDelivery" SET "status" = 'SENDING', "attempts" = "attempts" + 1, "updatedAt" = ${at()}
    WHERE "id" IN (
      SELECT "d"."id" FROM "WebhookDelivery" AS "d"
      JOIN "WebhookEndpoint" AS "e" ON "e"."id" = "d"."endpointId" AND "e"."enabled" = true
      WHERE (("d"."status" = 'QUEUED' AND "d"."nextAttemptAt" <= ${at()}) OR ("d"."status" = 'SENDING' AND "d"."updatedAt" < ${stale()}))
        AND NOT EXISTS (
          SELECT 1 FROM "WebhookDelivery" AS "w"
          WHERE "w"."endpointId" = "d"."endpointId" AND "w"."subject" = "d"."subject" AND "w"."id" < "d"."id" AND ${waitingNotDue("w")})
      ORDER BY "d"."id"
      LIMIT ${p.add(limit)})
    RETURNING "id", "messageId", "endpointId", "subject", "payload", "attempts", "createdAt", "retryFrom"`;
  // An idle poll only reads: a claim is a write, and on SQLite a write waits for the database's lock,
  // so a claim every poll while another process holds it would queue in front of every request.
  if (!(await anyDue(now, staleBefore, postgres))) return [];
  const rows = postgres
    ? (await db().$transaction([takeClaimLock(), db().$queryRawUnsafe<ClaimedRow[]>(claim, ...p.values)]))[1]
    : await db().$queryRawUnsafe<ClaimedRow[]>(claim, ...p.values);
  // Raw answers carry SQLite's DateTimes as text.
  return rows
    .map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts), createdAt: new Date(row.createdAt), retryFrom: row.retryFrom === null ? null : new Date(row.retryFrom) }))
    .sort((a, b) => a.id - b.id);
}

/** Whether any delivery is due (queued and its time has come, or left SENDING by a dead process). */
async function anyDue(now: Date, staleBefore: Date, postgres: boolean): Promise<boolean> {
  const p = new SqlParameters(postgres);
  const due = await db().$queryRawUnsafe<unknown[]>(
    `SELECT 1 FROM "WebhookDelivery" WHERE ("status" = 'QUEUED' AND "nextAttemptAt" <= ${p.time(now)}) OR ("status" = 'SENDING' AND "updatedAt" < ${p.time(staleBefore)}) LIMIT 1`,
    ...p.values,
  );
  return due.length > 0;
}
