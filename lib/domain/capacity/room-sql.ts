import { onSaleSql } from "./sellable";

// How many more units a time slot or a ticket type can take, as SQL, for every statement that claims
// capacity (docs/api.md, "Reservations"): the conditional updates of capacity-counters.ts, the batched
// holds of store-holds.ts and the SQLite order path of hold-order-on-sqlite.ts. One definition, so a
// rule such as "a closed slot has no room" cannot hold on one path and not on another. `table` is the
// alias or table name the statement reads the row under.

/** A slot's room: its capacity less what is held and sold; none while it is closed. */
export const slotRoom = (table: string) =>
  `CASE WHEN "${table}"."closedAt" IS NULL THEN "${table}"."capacity" - "${table}"."activeHoldCount" - "${table}"."soldCount" ELSE 0 END`;

/** A ticket type's room: its maxQuantity less what is held and sold; none while it is not on sale (sellable.ts). */
export const ticketTypeRoom = (table: string) =>
  `CASE WHEN ${onSaleSql(table)} THEN "${table}"."maxQuantity" - "${table}"."activeHoldCount" - "${table}"."soldCount" ELSE 0 END`;
