import { dayIn } from "@/lib/dashboard/calendar-day";
import type { CapacityLocation, CapacitySlot } from "@/lib/dashboard/documents/capacity";

// How Today files the day's slots (docs/dashboard.md, "Today"): per location, each slot on the day it
// starts in its own zone (its location's, else the museum's: TimeSlot.timeZone), never the browser's.

export interface LocationGroup {
  key: string;
  name: string;
  /** The zone its slots' times are shown in. */
  timeZone: string;
  slots: CapacitySlot[];
}

/** The slots starting on `day`, per location (by name; slots without one last), in time order. */
export function groupByLocation(day: string, locations: CapacityLocation[], slots: CapacitySlot[], noLocation: string): LocationGroup[] {
  const byId = new Map(locations.map((location) => [location.id, location]));
  const groups = new Map<string, LocationGroup>();
  const sorted = [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
  for (const slot of sorted) {
    const location = slot.locationId ? byId.get(slot.locationId) : undefined;
    if (dayIn(new Date(slot.startsAt), slot.timeZone) !== day) continue;
    const key = location?.id ?? "none";
    const group = groups.get(key) ?? { key, name: location?.name ?? noLocation, timeZone: slot.timeZone, slots: [] };
    group.slots.push(slot);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => (a.key === "none" ? 1 : b.key === "none" ? -1 : a.name.localeCompare(b.name)));
}
