import { dayIn } from "@/lib/dashboard/calendar-day";

// Which of the day's time slots the Sell tickets page offers, and the one it starts on
// (docs/dashboard.md, "Sell tickets").

interface Slot {
  id: string;
  startsAt: string;
  endsAt: string;
  availableCapacity: number;
  /** Places kept now for group orders only (docs/orders.md, "Places kept for groups"). */
  groupPlacesKept?: number;
  locationId?: string | null;
  /** The zone its times are read in: its location's, else the museum's own. */
  timeZone: string;
}

export interface DeskSlotChoice<S extends Slot> {
  slot: S;
}

/** The slots that start on `day` in their own zone, in time order. */
export function deskDaySlots<S extends Slot>(day: string, slots: S[]): S[] {
  return [...slots]
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id))
    .filter((slot) => dayIn(new Date(slot.startsAt), slot.timeZone) === day);
}

/** How many more the slot takes in this sale: a group visit may also take the places kept for groups. */
export function roomFor(slot: Slot | undefined, groupVisit: boolean): number {
  if (!slot) return 0;
  return slot.availableCapacity + (groupVisit ? (slot.groupPlacesKept ?? 0) : 0);
}

/** The first of them (in time order) that has not ended at `now` and still has room for this sale. */
export function nextWithRoom<C extends DeskSlotChoice<Slot>>(choices: C[], now: number, groupVisit = false): C | undefined {
  return choices.find(({ slot }) => Date.parse(slot.endsAt) > now && roomFor(slot, groupVisit) > 0);
}
