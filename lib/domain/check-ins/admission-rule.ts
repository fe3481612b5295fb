import { calendarDay, membershipStanding } from "@/lib/domain/memberships/membership-standing";
import type { WalkInMembers } from "@/lib/domain/museums/museum-settings-schemas";
import type { TicketReentry } from "@/lib/domain/ticket-types/ticket-type-schemas";

// The door's decision (docs/admission.md, "The rules at the door"), in one place for the server's
// check-in and the phone deciding offline (lib/dashboard/door/offline-admission.ts): facts in, verdict
// out, no database and no Node-only module, so it runs in the phone's browser as it is. Each caller
// gathers the facts its own way (the server from its database, the phone from its door list) and
// checks the code's signature its own way; what follows from the facts is decided only here.
// Instants may come as Date (server) or ISO text (the phone's door list); details keep what was given.

type Instant = Date | string;

/** An admission already made under the same key: when, and at which entrance. */
export interface EarlierAdmission {
  at: Instant;
  entrance: string | null;
}

export interface TicketFacts {
  kind: "TICKET";
  id: string;
  /** Cancelled or voided: the ticket no longer admits. */
  voided: boolean;
  slotStartsAt: Instant | null;
  /** The earliest instant it admits (its slot's start less the location's early entry); null without a slot. */
  opensAt: Instant | null;
  /** Where its times are read (lib/domain/check-ins/ticket-entry.ts). */
  timeZone: string;
  /** "SAME_DAY": after an exit it is admitted again on the day of its first admission; "NONE": once, ever. */
  reentry: TicketReentry;
  /**
   * Its first admission, when the caller knows of one. The server reads it only for a SAME_DAY ticket
   * and leaves a NONE ticket's to the unique admission key, which its exits keep (lib/domain/occupancy).
   */
  admitted: EarlierAdmission | null;
  /** Whether the visit of its latest admission has ended (an exit scan, or closed at the slot's end). */
  left: boolean;
}

export interface MembershipFacts {
  kind: "MEMBERSHIP";
  id: string;
  status: string;
  validFrom: Instant;
  validTo: Instant;
  /** The museum's zone: a card is valid by calendar day there (membership-standing.ts). */
  timeZone: string;
  /** The museum's setting: "ONCE_A_DAY", or any other value for every visit. */
  admissionRule: string;
  /** The member's latest admission the caller knows of, for the once-a-day rule. */
  lastAdmitted: EarlierAdmission | null;
  /** The museum's setting for a member without a booking for the day of the scan. */
  walkIn: WalkInMembers;
  /**
   * The member's own places booked around the scan (members' tickets of confirmed orders, docs/orders.md
   * "Members book a slot"), as the tickets they are; the rule picks the one of the scan's day.
   */
  bookings: TicketFacts[];
}

export interface AdmissionFacts {
  /** Whether the code's signature is this museum's, as the caller checked it. */
  genuine: boolean;
  /** The record the code names; null when the museum has none. */
  record: TicketFacts | MembershipFacts | null;
  /** When the code was scanned (epoch milliseconds). */
  at: number;
}

export type AdmissionRefusalCode =
  | "INVALID_CODE"
  | "ALREADY_CHECKED_IN"
  | "MEMBERSHIP_ALREADY_USED_TODAY"
  | "TICKET_VOIDED"
  | "TICKET_WRONG_DAY"
  | "TICKET_SLOT_NOT_OPEN"
  | "MEMBERSHIP_EXPIRED"
  | "MEMBERSHIP_NOT_YET_VALID"
  | "MEMBERSHIP_CANCELLED"
  | "MEMBERSHIP_NOT_BOOKED"
  | "LOCATION_FULL";

/** What the door person is told with a refusal (the server's error details, the phone's refusal screen). */
export interface RefusalDetails {
  firstCheckedInAt?: Instant | null;
  entrance?: string | null;
  slotStartsAt?: Instant;
  opensAt?: Instant;
  validFrom?: Instant;
  validTo?: Instant;
  timeZone?: string;
  /** LOCATION_FULL: the location, how many are inside and how many it admits at once. */
  locationId?: string;
  inside?: number;
  maxOccupancy?: number | null;
}

export interface AdmissionRefusal {
  admitted: false;
  code: AdmissionRefusalCode;
  message?: string;
  details?: RefusalDetails;
  /**
   * MEMBERSHIP_NOT_BOOKED when walk-ins take a place (WHEN_ROOM): the card admits once a free member's
   * place in a slot running now is booked for it, which only the server can do (member-walk-in.ts).
   */
  placeNeeded?: true;
  /** A card refused at its booked place: that ticket (the phone shows its slot and opening, offline-admission.ts). */
  bookingId?: string;
}

export type AdmissionVerdict =
  /** admissionKey: unique per admission that may happen once (a ticket; a card once a day); null admits at every visit. */
  /** bookingId: a card admitted into its booked place, stored as that ticket's admission. */
  | { admitted: true; admissionKey: string | null; bookingId?: string }
  | AdmissionRefusal;

/** The key a ticket is admitted under: one admission per ticket, ever. */
export const ticketAdmissionKey = (ticketId: string) => `ticket:${ticketId}`;
/** The key a once-a-day card is admitted under on `day` (YYYY-MM-DD in the museum's zone). */
export const membershipAdmissionKey = (membershipId: string, day: string) => `membership:${membershipId}:${day}`;

/** The refusal codes that mean "came in already", answered 409 and told in amber. */
export const USED_ALREADY: ReadonlySet<string> = new Set<AdmissionRefusalCode>(["ALREADY_CHECKED_IN", "MEMBERSHIP_ALREADY_USED_TODAY"]);

const STANDING_REFUSAL = { CANCELLED: "MEMBERSHIP_CANCELLED", NOT_YET_VALID: "MEMBERSHIP_NOT_YET_VALID", EXPIRED: "MEMBERSHIP_EXPIRED" } as const;

/** The door's verdict on one scanned code. */
export function decideAdmission({ genuine, record, at }: AdmissionFacts): AdmissionVerdict {
  // A forged code and a code of a record this museum does not have say the same: nothing more.
  if (!genuine || !record) return { admitted: false, code: "INVALID_CODE" };
  return record.kind === "TICKET" ? decideTicket(record, at) : decideMembership(record, at);
}

function decideTicket(ticket: TicketFacts, at: number): AdmissionVerdict {
  if (ticket.voided) return { admitted: false, code: "TICKET_VOIDED" };
  const { slotStartsAt, opensAt, timeZone } = ticket;
  if (slotStartsAt !== null && opensAt !== null) {
    const slotDay = calendarDay(slotStartsAt, timeZone);
    if (slotDay !== calendarDay(at, timeZone)) {
      return { admitted: false, code: "TICKET_WRONG_DAY", message: `This ticket is for ${slotDay} (${timeZone}), not today.`, details: { slotStartsAt, timeZone } };
    }
    if (at < new Date(opensAt).getTime()) return { admitted: false, code: "TICKET_SLOT_NOT_OPEN", details: { opensAt, slotStartsAt, timeZone } };
  }
  if (ticket.admitted && !mayComeBack(ticket, at)) return usedAlready("ALREADY_CHECKED_IN", ticket.admitted, timeZone);
  return { admitted: true, admissionKey: admissionKeyOf(ticket, at) };
}

/** Re-entry (docs/admission.md, "Who is inside now"): a SAME_DAY ticket that has left comes back on the day of its first admission. */
function mayComeBack(ticket: TicketFacts, at: number): boolean {
  if (ticket.reentry !== "SAME_DAY" || !ticket.left || !ticket.admitted) return false;
  return calendarDay(ticket.admitted.at, ticket.timeZone) === calendarDay(at, ticket.timeZone);
}

// Members at the door (docs/admission.md): a current card with a booking for the day is its booked
// ticket, judged as any ticket (its slot's day and opening, once, re-entry); without one, the museum's
// walk-in setting decides.
function decideMembership(membership: MembershipFacts, at: number): AdmissionVerdict {
  const { timeZone, validFrom, validTo } = membership;
  const standing = membershipStanding(membership, at, timeZone);
  if (standing !== "VALID") return { admitted: false, code: STANDING_REFUSAL[standing], details: { validFrom, validTo, timeZone } };
  const booking = bookingOfTheDay(membership.bookings, at);
  if (booking) {
    return { ...decideTicket(booking, at), bookingId: booking.id };
  }
  if (membership.walkIn === "NOT_ALLOWED") return { admitted: false, code: "MEMBERSHIP_NOT_BOOKED", message: "This member has no booking for today.", details: { timeZone } };
  const last = membership.lastAdmitted;
  const usedToday = membership.admissionRule === "ONCE_A_DAY" && last !== null && calendarDay(last.at, timeZone) === calendarDay(at, timeZone);
  if (usedToday && last) return usedAlready("MEMBERSHIP_ALREADY_USED_TODAY", last, timeZone);
  if (membership.walkIn === "WHEN_ROOM") return { admitted: false, code: "MEMBERSHIP_NOT_BOOKED", details: { timeZone }, placeNeeded: true };
  return { admitted: true, admissionKey: admissionKeyOf(membership, at) };
}

/** The booking a card is judged by at `at`: of that day, the earliest not yet used, else the latest (whose refusal says when). */
function bookingOfTheDay(bookings: readonly TicketFacts[], at: number): TicketFacts | null {
  const ofTheDay = bookings
    .filter((booking) => !booking.voided && booking.slotStartsAt !== null && calendarDay(booking.slotStartsAt, booking.timeZone) === calendarDay(at, booking.timeZone))
    .sort((a, b) => new Date(a.slotStartsAt!).getTime() - new Date(b.slotStartsAt!).getTime());
  return ofTheDay.find((booking) => booking.admitted === null) ?? ofTheDay.at(-1) ?? null;
}

/**
 * The key an admission of this record at `at` is stored under: a ticket's one key, a once-a-day
 * card's key of the day, none for a card admitted at every visit. Also the key of a phone's offline
 * admission the server would have refused: it happened, and it spends the ticket (offline-scans.ts).
 */
export function admissionKeyOf(record: TicketFacts | MembershipFacts, at: number): string | null {
  if (record.kind === "TICKET") return ticketAdmissionKey(record.id);
  return record.admissionRule === "ONCE_A_DAY" ? membershipAdmissionKey(record.id, calendarDay(at, record.timeZone)) : null;
}

/** The refusal of a code whose admission key was taken by `earlier` (the unique key's verdict, which the facts may not have known). */
export function alreadyAdmitted(record: TicketFacts | MembershipFacts, earlier: { at: Instant | null; entrance: string | null }): AdmissionRefusal {
  return usedAlready(record.kind === "TICKET" ? "ALREADY_CHECKED_IN" : "MEMBERSHIP_ALREADY_USED_TODAY", earlier, record.timeZone);
}

function usedAlready(code: "ALREADY_CHECKED_IN" | "MEMBERSHIP_ALREADY_USED_TODAY", earlier: { at: Instant | null; entrance: string | null }, timeZone: string): AdmissionRefusal {
  return { admitted: false, code, details: { firstCheckedInAt: earlier.at, entrance: earlier.entrance, timeZone } };
}

/** The refusal of an admission the location had no room for (its occupancy claim, lib/domain/occupancy). */
export function locationFull(details: { locationId: string; inside: number; maxOccupancy: number | null }): AdmissionRefusal {
  return { admitted: false, code: "LOCATION_FULL", details };
}
