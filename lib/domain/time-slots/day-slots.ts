import { z } from "zod";
import type { Actor } from "@/lib/domain/actor";
import { recordZones } from "@/lib/domain/locations/record-zones";
import { dayWindow, localTime } from "@/lib/domain/shared/zoned-day";
import { listTimeSlots } from "./list-time-slots";
import type { TimeSlotRecord } from "./time-slot-record";

// A day's time slots as the day's tools read them (day_capacity, slot_attendance; docs/mcp.md): every
// slot starting that day in a zone, earliest first, summed whole and shown a page at a time, so a busy
// day's answer stays small while its sums stay whole.

/** The most slots one day is summed over: a day with more says so. */
export const MOST_SLOTS_SUMMED = 1000;
// Twelve slots with their words are about 8 KB, what an answer may cost a model by default (docs/mcp.md).
const DAY_PAGE = { max: 200, fallback: 12 };

/** The page of a day's slots to show; the sums cover the whole day. */
export const daySlotsPage = {
  limit: z.int().min(1).max(DAY_PAGE.max).optional().describe(`How many slots to show, 1 to ${DAY_PAGE.max} (default ${DAY_PAGE.fallback}); the totals cover the whole day.`),
  offset: z.int().min(0).optional().describe("How many slots to skip (default 0): the next page starts at offset + limit."),
};

/** A day's answer: the day, its zone, the sums over the whole day (`totals`), and a page of its slots. */
export function daySlotsAnswer<Totals extends z.ZodType, Slot extends z.ZodType>(totals: Totals, slot: Slot) {
  return z.object({
    date: z.string().describe("The day, YYYY-MM-DD."),
    timeZone: z.string().describe("The IANA time zone whose day it is."),
    totals,
    total: z.int().describe("How many time slots start that day."),
    timeSlots: z.array(slot).describe("The page of the day's slots asked for, earliest first."),
  });
}

export interface DaySlots {
  date: string;
  timeZone: string;
  /** How many slots start that day. */
  total: number;
  /** The first MOST_SLOTS_SUMMED of them, earliest first. */
  list: TimeSlotRecord[];
}

/** The page of a day's slots asked for (daySlotsPage). */
export function dayPage<Slot>(slots: readonly Slot[], limit = DAY_PAGE.fallback, offset = 0): Slot[] {
  return slots.slice(offset, offset + limit);
}

/** The slots starting on `date` (default today) in `timeZone` (default the museum's own), of one event or all. */
export async function daySlots(actor: Actor, { date, timeZone, eventId }: { date?: string; timeZone?: string; eventId?: string }): Promise<DaySlots> {
  const zone = timeZone ?? (await recordZones(actor, []))(null);
  const day = date ?? localTime(new Date().toISOString(), zone).slice(0, 10);
  const { from, to } = dayWindow(day, zone);
  const { total, list } = await listTimeSlots({ actor, paging: { limit: MOST_SLOTS_SUMMED, offset: 0 }, order: "startsAt", narrowing: { eventId, from, to } });
  return { date: day, timeZone: zone, total, list };
}

/** The words for a day with more slots than are summed, else nothing. */
export function slotsCut(total: number, hint = ""): string {
  return total > MOST_SLOTS_SUMMED ? ` Only the first ${MOST_SLOTS_SUMMED} of ${total} are summed${hint}.` : "";
}
