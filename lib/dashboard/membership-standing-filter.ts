import { calendarDay } from "@/lib/domain/memberships/membership-standing";
import type { FilterJson, SchemaField } from "./filter-tree";

// The Memberships list shows each membership as Valid, Not yet valid, Expired or Cancelled today, a
// calendar day in the museum's time zone (lib/domain/memberships/membership-standing.ts). Only
// Cancelled is stored; the others follow from the dates. So the builder offers "Status" with the
// list's four words and turns the choice into the filter on the dates that means it on the day the
// list is read: a saved "Expired" stays "expired today", not expired on the day it was saved.

export const STANDING_FIELD = "STANDING";

const standings = ["VALID", "NOT_YET_VALID", "EXPIRED", "CANCELLED"];

/** The offset of a time zone from UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The first instant of the calendar day (YYYY-MM-DD) in the time zone. */
export function startOfDay(day: string, timeZone: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = midnightUtc - zoneOffset(midnightUtc, timeZone);
  return midnightUtc - zoneOffset(guess, timeZone);
}

/** What each standing means as a filter on the dates, for the day `now` is in the time zone. */
export function standingFilter(standing: string, now: number, timeZone: string): FilterJson | null {
  const today = startOfDay(calendarDay(now, timeZone), timeZone);
  const tomorrow = startOfDay(calendarDay(today + 36 * 3_600_000, timeZone), timeZone);
  const active = { operator: "EQUAL", fieldName: "STATUS", value: "ACTIVE" };
  const at = (instant: number) => new Date(instant).toISOString();
  if (standing === "CANCELLED") return { operator: "EQUAL", fieldName: "STATUS", value: "CANCELLED" };
  if (standing === "NOT_YET_VALID") return { operator: "AND", conditions: [active, { operator: "GREATER_OR_EQUAL", fieldName: "VALID_FROM", value: at(tomorrow) }] };
  if (standing === "EXPIRED") return { operator: "AND", conditions: [active, { operator: "LESSER", fieldName: "VALID_TO", value: at(today) }] };
  if (standing === "VALID") {
    return {
      operator: "AND",
      conditions: [active, { operator: "LESSER", fieldName: "VALID_FROM", value: at(tomorrow) }, { operator: "GREATER_OR_EQUAL", fieldName: "VALID_TO", value: at(today) }],
    };
  }
  return null;
}

/** The builder's "Membership › Status", in place of the stored ACTIVE/CANCELLED; its words are the catalogue's (filter-fields.ts). */
export function standingField(now: number, timeZone: string): SchemaField {
  return { name: STANDING_FIELD, type: "enum", operators: ["EQUAL"], values: standings, expand: (_operator, value) => standingFilter(value, now, timeZone) };
}
