import { z } from "zod";
import { graphql, ToolFailure, type ToolContext } from "./tool-kit";

// Assistants speak in calendar days ("capacity on 3 March", "sales last week"); the API speaks in
// instants. These turn a day in a museum's time zone into the instant it starts.

export const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a calendar day as YYYY-MM-DD");
export const timeZoneInput = z
  .string()
  .max(64)
  .optional()
  .describe("IANA time zone for the day boundaries, e.g. Europe/Amsterdam. Default: the museum's locations' time zone when they share one, else UTC.");

function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)!.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second")) - instant;
}

/** The instant `day` (YYYY-MM-DD) begins in `timeZone`; `plusDays` moves to a later day first. */
export function startOfDay(day: string, timeZone: string, plusDays = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, date + plusDays);
  if (Number.isNaN(wallMidnight)) throw new ToolFailure("VALIDATION_ERROR", `${day} is not a calendar day.`);
  try {
    const guess = wallMidnight - offsetMs(wallMidnight, timeZone);
    return new Date(wallMidnight - offsetMs(guess, timeZone));
  } catch {
    throw new ToolFailure("VALIDATION_ERROR", `${timeZone} is not an IANA time zone (such as Europe/Amsterdam).`);
  }
}

/** The given time zone, or the one every location of the museum shares, or UTC. */
export async function museumTimeZone(context: ToolContext, museumId: string, given: string | undefined): Promise<string> {
  if (given) return given;
  const data = await graphql<{ museum: { locations: { list: { timezone: string }[] } } }>(
    context,
    "query($museumId: ID!) { museum(id: $museumId) { locations(limit: 1000) { list { timezone } } } }",
    { museumId },
  );
  const zones = new Set(data.museum.locations.list.map((location) => location.timezone));
  return zones.size === 1 ? [...zones][0]! : "UTC";
}
