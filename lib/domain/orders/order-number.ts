import { randomInt } from "node:crypto";
import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_SIGNS, writtenOrderNumber } from "./order-number-format";

// An order's short number, the one people read aloud at the desk or on the phone (docs/orders.md,
// "Order numbers"): 30^6 numbers, random, unique per museum by the database's index. The id stays the
// API's. The migration that added numbers gave the orders made before theirs with the same alphabet
// (prisma/*/migrations/*_order_numbers).

/** A new random number, "XXX-XXX". */
export function newOrderNumber(): string {
  let signs = "";
  for (let index = 0; index < ORDER_NUMBER_SIGNS; index += 1) signs += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return writtenOrderNumber(signs);
}

/** Whether a store was refused because the museum already has the order's number (SQLite's direct connection, or Prisma). */
export function orderNumberTaken(error: unknown): boolean {
  const { code, message, meta } = (error ?? {}) as { code?: unknown; message?: unknown; meta?: unknown };
  if (code === "SQLITE_CONSTRAINT_UNIQUE") return typeof message === "string" && message.includes("Order.number");
  return code === "P2002" && JSON.stringify(meta ?? null).includes("number");
}
