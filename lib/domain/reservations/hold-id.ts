import { randomBytes } from "node:crypto";

// A hold's id is 128 hex characters (docs/api.md, "Ticket reservations"): the time it was made in milliseconds (12 hex digits,
// enough until the year 10889) followed by 58 random bytes. Random ids land at random places in every
// index over them (the reservation's primary key, its audit entries' record index), and each such
// insert rewrites a page of its own: measured, that doubled the database's CPU per hold
// (docs/performance.md). Ids that start with the time land at the end, next to the rest of their
// batch. The time is no secret (the reservation's createdAt says it), and 464 random bits are as
// unguessable as 512.

const TIME_DIGITS = 12;
const RANDOM_BYTES = (128 - TIME_DIGITS) / 2;
// Drawn for 256 ids at a time: one call to the system's random source per 256 holds, not per hold.
const IDS_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

export function newHoldId(now = Date.now()): string {
  if (poolOffset === randomPool.length) {
    randomPool = randomBytes(RANDOM_BYTES * IDS_PER_DRAW);
    poolOffset = 0;
  }
  poolOffset += RANDOM_BYTES;
  return now.toString(16).padStart(TIME_DIGITS, "0") + randomPool.toString("hex", poolOffset - RANDOM_BYTES, poolOffset);
}
