// Where and when a ticket admits (docs/admission.md, "The rules at the door"), one rule for the door
// check and the phones' door list: times are read in the slot's location's zone, else the ticket
// type's location's, else the museum's; doors open the location's early entry before the slot.

const DEFAULT_EARLY_ENTRY_MINUTES = 30;
const MINUTE_MS = 60_000;

/** What a ticket's locations must select for ticketEntry. */
export const entryPlaceSelect = { select: { timezone: true, earlyEntryMinutes: true } } as const;

interface Place {
  timezone: string;
  earlyEntryMinutes: number;
}

export interface TicketEntry {
  timeZone: string;
  /** The earliest instant the ticket admits; null for a ticket without a slot (any time of any day). */
  opensAt: Date | null;
}

export function ticketEntry(slot: { startsAt: Date; location: Place | null } | null, typeLocation: Place | null, museumTimeZone: string): TicketEntry {
  const location = slot?.location ?? typeLocation;
  const timeZone = location?.timezone ?? museumTimeZone;
  const earlyEntryMinutes = location?.earlyEntryMinutes ?? DEFAULT_EARLY_ENTRY_MINUTES;
  return { timeZone, opensAt: slot ? new Date(slot.startsAt.getTime() - earlyEntryMinutes * MINUTE_MS) : null };
}
