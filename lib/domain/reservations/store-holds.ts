import type { Statement } from "better-sqlite3";
import { databaseProvider, db, sqliteTimestamp, withSqliteConnection, type SqliteConnection } from "@/lib/db/client";
import { slotRoom, ticketTypeRoom } from "@/lib/domain/capacity/room-sql";
import { webhookDeliveryRows } from "@/lib/domain/webhook-events/emit-webhook-event";
import { subscribedEndpoints } from "@/lib/domain/webhook-events/webhook-subscribers";
import type { CapacityTarget } from "@/lib/domain/capacity/capacity-counters";

// Stores holds in groups, with the capacity check, the inserts and both counters of a group in one
// atomic step per database, and no reads before or after:
// - SQLite: one transaction for the whole batch, on the direct connection (lib/db/client.ts), three
//   prepared statements per group. SQLite runs one writer at a time, so each statement sees the
//   counters the previous one left.
// - PostgreSQL: one statement per group (they run side by side). It locks the slot row, then the
//   ticket type row (the order every writer locks them in, lib/domain/capacity/capacity-counters.ts),
//   and computes the room from the locked rows; the inserts and the counter updates in the same
//   statement apply that number. The locks last until the statement commits, so no other writer sees anything between.
// Nothing is stored for a target that is not in the museum, or whose slot is at another location
// than its ticket type (docs/api.md, "Reservations"), and never more than the room left on the slot or the ticket type.
// Each stored hold gets its audit entry (lib/domain/audit) in the same step: the entry's `after` is
// the reservation as the API returns it, from `holdRecord` plus the hold's id. So does its
// reservation.created outbox row when the museum subscribes (docs/webhooks.md, "Events"): the
// subscribing endpoints come from the per-process list (webhook-subscribers.ts), so a batch costs no
// statement more for them, and the outbox insert joins the endpoints, so one turned off, unsubscribed
// or deleted by another process since the list was read gets no row.

export interface HoldTarget extends CapacityTarget {
  museumId: string;
}

export interface NewHold {
  /** 128 hex characters (docs/api.md, "Ticket reservations"), from newHoldId. */
  id: string;
  apiKeyId: string | null;
  userId: string | null;
}

export interface HoldGroup {
  target: HoldTarget;
  /** In the order they should get the room there is. */
  holds: NewHold[];
}

/**
 * Stores the first holds of each group that fit; settles, per group, with how many were stored. A
 * group that failed stored nothing.
 */
export async function storeHolds(groups: HoldGroup[], createdAt: Date, expiresAt: Date): Promise<PromiseSettledResult<number>[]> {
  if (groups.length === 0) return [];
  const announced = await announcements(groups, createdAt, expiresAt);
  if (databaseProvider() === "postgresql") return Promise.allSettled(groups.map((group) => storeOnPostgres(group, createdAt, expiresAt, announced)));
  try {
    const stored = await storeOnSqlite(groups, createdAt, expiresAt, announced);
    return stored.map((value) => ({ status: "fulfilled", value }));
  } catch (reason) {
    return groups.map(() => ({ status: "rejected", reason }));
  }
}

const COLUMNS = `"id", "museumId", "ticketTypeId", "timeSlotId", "status", "createdAt", "expiresAt", "apiKeyId", "userId"`;
// A closed slot has no room (docs/schedules.md, "Closing slots").
const SLOT_ROOM_SQLITE = slotRoom("s", { sqlite: true });
const SLOT_ROOM_POSTGRES = slotRoom("s", { sqlite: false });
const TYPE_ROOM = ticketTypeRoom("t");

// A group's holds travel as one JSON parameter, [[id, apiKeyId, userId], …], whatever their number.
const holdsJson = (holds: NewHold[]) => JSON.stringify(holds.map((hold) => [hold.id, hold.apiKeyId, hold.userId]));

const sqliteInsert = (withSlot: boolean) => `
  WITH "hold" AS (SELECT "value" ->> 0 AS "id", "value" ->> 1 AS "apiKeyId", "value" ->> 2 AS "userId", "key" + 1 AS "n" FROM json_each(@holds))
  INSERT INTO "TicketReservation" (${COLUMNS})
  SELECT "hold"."id", @museumId, @ticketTypeId, @timeSlotId, 'ACTIVE', @createdAt, @expiresAt, "hold"."apiKeyId", "hold"."userId"
  FROM "hold" JOIN "TicketType" AS "t" ON "t"."id" = @ticketTypeId AND "t"."museumId" = @museumId
  ${withSlot ? `JOIN "TimeSlot" AS "s" ON "s"."id" = @timeSlotId AND "s"."museumId" = @museumId AND "s"."locationId" IS "t"."locationId"` : ""}
  WHERE "hold"."n" <= ${withSlot ? `MIN(${SLOT_ROOM_SQLITE}, ${TYPE_ROOM})` : TYPE_ROOM}`;
const sqliteCount = (table: "TimeSlot" | "TicketType") => `UPDATE "${table}" SET "activeHoldCount" = "activeHoldCount" + @units WHERE "id" = @id`;

const AUDIT_COLUMNS = `"museumId", "at", "userId", "apiKeyId", "entity", "entityId", "action", "after"`;
// One statement for the whole batch's entries, [[museumId, userId, apiKeyId, holdId, after], …].
const sqliteAudit = `
  INSERT INTO "AuditEntry" (${AUDIT_COLUMNS})
  SELECT "value" ->> 0, @createdAt, "value" ->> 1, "value" ->> 2, 'ticketReservation', "value" ->> 3, 'create', "value" ->> 4
  FROM json_each(@entries)`;

/** The reservation a stored hold is, as the API returns it: its audit entry's `after`. */
const holdRecord = (id: string | undefined, target: HoldTarget, createdAt: Date, expiresAt: Date) =>
  JSON.stringify({ id, status: "ACTIVE", ticketTypeId: target.ticketTypeId, timeSlotId: target.timeSlotId, createdAt, expiresAt });

/** A hold's reservation.created outbox rows, [holdId, messageId, endpointId, payload], by hold id; written only if the hold is stored. */
type Announcements = Map<string, string[][]>;

async function announcements(groups: HoldGroup[], createdAt: Date, expiresAt: Date): Promise<Announcements> {
  const announced: Announcements = new Map();
  const endpointsOf = new Map<string, string[]>();
  for (const museumId of new Set(groups.map((group) => group.target.museumId))) endpointsOf.set(museumId, await subscribedEndpoints(museumId, "reservation.created"));
  for (const { target, holds } of groups) {
    const endpointIds = endpointsOf.get(target.museumId) ?? [];
    if (endpointIds.length === 0) continue;
    for (const hold of holds) {
      const event = { type: "reservation.created" as const, subject: hold.id, data: JSON.parse(holdRecord(hold.id, target, createdAt, expiresAt)) as unknown };
      announced.set(hold.id, webhookDeliveryRows(target.museumId, endpointIds, event, createdAt).map((row) => [hold.id, row.messageId, row.endpointId, row.payload]));
    }
  }
  return announced;
}

// One statement for the batch's outbox rows, [[museumId, holdId, messageId, endpointId, payload], …].
const sqliteWebhooks = `
  INSERT INTO "WebhookDelivery" ("messageId", "museumId", "endpointId", "type", "subject", "payload", "nextAttemptAt", "createdAt", "updatedAt")
  SELECT "d"."value" ->> 2, "d"."value" ->> 0, "d"."value" ->> 3, 'reservation.created', "d"."value" ->> 1, "d"."value" ->> 4, @createdAt, @createdAt, @createdAt
  FROM json_each(@deliveries) AS "d"
  JOIN "WebhookEndpoint" AS "e" ON "e"."id" = "d"."value" ->> 3 AND "e"."enabled" = 1
    AND EXISTS (SELECT 1 FROM json_each("e"."events") AS "t" WHERE "t"."value" = 'reservation.created')`;

type SqliteStatements = Record<"insertWithSlot" | "insertWithoutSlot" | "countSlot" | "countType" | "audit" | "webhooks", Statement>;
const prepared = new WeakMap<SqliteConnection, SqliteStatements>();

function statementsOn(connection: SqliteConnection): SqliteStatements {
  let statements = prepared.get(connection);
  if (!statements) {
    statements = {
      insertWithSlot: connection.prepare(sqliteInsert(true)),
      insertWithoutSlot: connection.prepare(sqliteInsert(false)),
      countSlot: connection.prepare(sqliteCount("TimeSlot")),
      countType: connection.prepare(sqliteCount("TicketType")),
      audit: connection.prepare(sqliteAudit),
      webhooks: connection.prepare(sqliteWebhooks),
    };
    prepared.set(connection, statements);
  }
  return statements;
}

async function storeOnSqlite(groups: HoldGroup[], createdAt: Date, expiresAt: Date, announced: Announcements): Promise<number[]> {
  const [created, expires] = [sqliteTimestamp(createdAt), sqliteTimestamp(expiresAt)];
  return withSqliteConnection((connection) => {
    const statements = statementsOn(connection);
    const storeAll = connection.transaction(() => {
      const entries: (string | null)[][] = [];
      const deliveries: string[][] = [];
      const stored = groups.map(({ target, holds }) => {
        const { museumId, ticketTypeId, timeSlotId } = target;
        const insert = timeSlotId ? statements.insertWithSlot : statements.insertWithoutSlot;
        const { changes } = insert.run({ holds: holdsJson(holds), museumId, ticketTypeId, timeSlotId, createdAt: created, expiresAt: expires });
        if (changes > 0) {
          if (timeSlotId) statements.countSlot.run({ units: changes, id: timeSlotId });
          statements.countType.run({ units: changes, id: ticketTypeId });
          // The first `changes` holds of the group are the ones stored (they get the room in order).
          for (const hold of holds.slice(0, changes)) {
            entries.push([museumId, hold.userId, hold.apiKeyId, hold.id, holdRecord(hold.id, target, createdAt, expiresAt)]);
            for (const delivery of announced.get(hold.id) ?? []) deliveries.push([museumId, ...delivery]);
          }
        }
        return changes;
      });
      if (entries.length > 0) statements.audit.run({ entries: JSON.stringify(entries), createdAt: created });
      if (deliveries.length > 0) statements.webhooks.run({ deliveries: JSON.stringify(deliveries), createdAt: created });
      return stored;
    });
    // IMMEDIATE: the write lock is taken before the first read of the counters.
    return storeAll.immediate();
  });
}

async function storeOnPostgres({ target, holds }: HoldGroup, createdAt: Date, expiresAt: Date, announced: Announcements): Promise<number> {
  const { museumId, ticketTypeId, timeSlotId } = target;
  const deliveries = holds.flatMap((hold) => announced.get(hold.id) ?? []);
  // $1 museum, $2 ticket type, $3 slot, $4 how many, $5 and $6 the times, $7 the holds, $8 the audit
  // record, $9 the outbox rows (only in the statement when there are any).
  const lockType = (after: string) => `"t" AS MATERIALIZED (
      SELECT "id", "locationId", ${TYPE_ROOM} AS "room" FROM "TicketType" AS "t"
      WHERE "id" = $2 AND "museumId" = $1 ${after} FOR UPDATE)`;
  const locks = timeSlotId
    ? // The ticket type's lock waits for the slot's (it refers to "s"), so the slot is locked first.
      `"s" AS MATERIALIZED (
        SELECT "id", "locationId", ${SLOT_ROOM_POSTGRES} AS "room" FROM "TimeSlot" AS "s"
        WHERE "id" = $3 AND "museumId" = $1 FOR UPDATE),
      ${lockType(`AND EXISTS (SELECT 1 FROM "s")`)},
      "granted" AS (
        SELECT GREATEST(0, LEAST($4::int, "s"."room", "t"."room")) AS "units"
        FROM "s" JOIN "t" ON "s"."locationId" IS NOT DISTINCT FROM "t"."locationId")`
    : `${lockType("")},
      "granted" AS (SELECT GREATEST(0, LEAST($4::int, "t"."room")) AS "units" FROM "t")`;
  const count = (table: "TimeSlot" | "TicketType", id: string) => `"${table}Count" AS (
      UPDATE "${table}" SET "activeHoldCount" = "${table}"."activeHoldCount" + "granted"."units"
      FROM "granted" WHERE "${table}"."id" = ${id} AND "granted"."units" > 0)`;
  const [row] = await db().$queryRawUnsafe<{ units: number }[]>(
    `WITH ${locks},
      "hold" AS (
        SELECT "h"."value" ->> 0 AS "id", "h"."value" ->> 1 AS "apiKeyId", "h"."value" ->> 2 AS "userId", "h"."n"
        FROM json_array_elements($7::json) WITH ORDINALITY AS "h" ("value", "n")),
      "stored" AS (
        INSERT INTO "TicketReservation" (${COLUMNS})
        SELECT "hold"."id", $1, $2, $3, 'ACTIVE', $5::timestamp(3), $6::timestamp(3), "hold"."apiKeyId", "hold"."userId"
        FROM "hold", "granted" WHERE "hold"."n" <= "granted"."units"),
      "audited" AS (
        INSERT INTO "AuditEntry" (${AUDIT_COLUMNS})
        SELECT $1, $5::timestamp(3), "hold"."userId", "hold"."apiKeyId", 'ticketReservation', "hold"."id", 'create',
          ($8::jsonb || jsonb_build_object('id', "hold"."id"))::text
        FROM "hold", "granted" WHERE "hold"."n" <= "granted"."units"),
      ${deliveries.length > 0 ? `"announced" AS (
        INSERT INTO "WebhookDelivery" ("messageId", "museumId", "endpointId", "type", "subject", "payload", "nextAttemptAt", "createdAt", "updatedAt")
        SELECT "d"."value" ->> 1, $1, "d"."value" ->> 2, 'reservation.created', "hold"."id", "d"."value" ->> 3, $5::timestamp(3), $5::timestamp(3), $5::timestamp(3)
        FROM json_array_elements($9::json) AS "d" ("value") JOIN "hold" ON "hold"."id" = "d"."value" ->> 0
        JOIN "WebhookEndpoint" AS "e" ON "e"."id" = "d"."value" ->> 2 AND "e"."enabled" AND "e"."events"::jsonb @> '["reservation.created"]'::jsonb,
        "granted" WHERE "hold"."n" <= "granted"."units"),` : ""}
      ${timeSlotId ? `${count("TimeSlot", "$3")},` : ""}
      ${count("TicketType", "$2")}
    SELECT COALESCE((SELECT "units" FROM "granted"), 0)::int AS "units"`,
    museumId,
    ticketTypeId,
    timeSlotId,
    holds.length,
    createdAt,
    expiresAt,
    holdsJson(holds),
    holdRecord(undefined, target, createdAt, expiresAt),
    ...(deliveries.length > 0 ? [JSON.stringify(deliveries)] : []),
  );
  return row?.units ?? 0;
}
