import { onSaleSql } from "./sellable";

// How many more units a time slot or a ticket type can take, as SQL, for every statement that claims
// capacity (docs/api.md, "Reservations"): the conditional updates of capacity-counters.ts, the batched
// holds of store-holds.ts and the SQLite order path of hold-order-on-sqlite.ts. One definition, so a
// rule such as "a closed slot has no room" cannot hold on one path and not on another. `table` is the
// alias or table name the statement reads the row under.

/**
 * Units group orders hold or bought in the slot (docs/orders.md, "Places kept for groups"): the lines
 * of its held group orders (counted until released, as activeHoldCount counts them) and the valid
 * tickets of its confirmed ones.
 */
const groupTaken = (table: string) => `((SELECT COALESCE(SUM("gl"."quantity"), 0) FROM "OrderLine" AS "gl" JOIN "Order" AS "go" ON "go"."id" = "gl"."orderId"
    WHERE "go"."timeSlotId" = "${table}"."id" AND "go"."groupSize" IS NOT NULL AND "go"."status" = 'HELD')
  + (SELECT COUNT(*) FROM "Ticket" AS "gt" JOIN "Order" AS "go" ON "go"."id" = "gt"."orderId"
    WHERE "gt"."timeSlotId" = "${table}"."id" AND "gt"."status" = 'VALID' AND "go"."groupSize" IS NOT NULL))`;

/**
 * The instant, as the database stores DateTime, from which a slot starting before it has released its
 * kept places. `at` is an SQL expression for the moment judged (an ISO instant); claims leave it out
 * and use the database's own clock.
 */
const releaseBoundary = (table: string, sqlite: boolean, at?: string) => {
  const hours = `(SELECT "gm"."groupReleaseHours" FROM "Museum" AS "gm" WHERE "gm"."id" = "${table}"."museumId")`;
  return sqlite
    ? `strftime('%Y-%m-%dT%H:%M:%f+00:00', ${at ?? "'now'"}, '+' || ${hours} || ' hours')`
    : `((${at ? `CAST(${at} AS timestamptz)` : "now()"} AT TIME ZONE 'UTC') + make_interval(hours => ${hours}))`;
};

/**
 * The places the slot keeps for groups at `at` (the database's now when left out): its groupCapacity
 * less what groups took, until the museum's groupReleaseHours before its start. The subqueries run
 * only for a slot that keeps any.
 */
export const keptForGroups = (table: string, sqlite: boolean, at?: string) =>
  `CASE WHEN "${table}"."groupCapacity" > 0 AND "${table}"."startsAt" > ${releaseBoundary(table, sqlite, at)}
    THEN ${sqlite ? "MAX" : "GREATEST"}(0, "${table}"."groupCapacity" - ${groupTaken(table)}) ELSE 0 END`;

/**
 * A slot's room: its capacity less what is held and sold, and, for anything but a group order, less
 * the places it keeps for groups; none while it is closed.
 */
export const slotRoom = (table: string, { sqlite, forGroup = false }: { sqlite: boolean; forGroup?: boolean }) =>
  `CASE WHEN "${table}"."closedAt" IS NULL THEN "${table}"."capacity" - "${table}"."activeHoldCount" - "${table}"."soldCount"${forGroup ? "" : ` - ${keptForGroups(table, sqlite)}`} ELSE 0 END`;

/** A ticket type's room: its maxQuantity less what is held and sold; none while it is not on sale (sellable.ts). */
export const ticketTypeRoom = (table: string) =>
  `CASE WHEN ${onSaleSql(table)} THEN "${table}"."maxQuantity" - "${table}"."activeHoldCount" - "${table}"."soldCount" ELSE 0 END`;
