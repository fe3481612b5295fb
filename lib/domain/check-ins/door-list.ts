import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { calendarDay } from "@/lib/domain/memberships/membership-standing";
import { codeHash } from "@/lib/qr/code-hash";
import { publicAdmissionKeys, type PublicAdmissionKey } from "./public-admission-keys";
import { walkInMembersRule } from "@/lib/domain/museums/museum-settings";
import type { WalkInMembers } from "@/lib/domain/museums/museum-settings-schemas";
import type { TicketReentry } from "@/lib/domain/ticket-types/ticket-type-schemas";
import { entryPlaceSelect, ticketEntry } from "./ticket-entry";

// What a phone keeps to admit visitors while offline (docs/admission.md, "Offline"): the public keys
// that check a code's signature, and the day's tickets and the museum's current memberships, so it
// can tell a voided ticket, one for another slot or a cancelled card from a good one, and show the
// visitor's name. Times are instants; the phone shows them in `timeZone`. It holds names, never
// email addresses: it lives in a phone browser's storage.

const DAY_MS = 86_400_000;

export interface DoorListTicket {
  /** What the phone finds the ticket by: the hash of its code's record (lib/qr/code-hash.ts), not its id. */
  codeHash: string;
  visitorName: string | null;
  admits: string;
  /** The ticket type's name in each language it is translated to (language code → name), for the scanner's language. */
  admitsTranslations: Record<string, string>;
  timeSlot: { id: string; startsAt: Date; endsAt: Date } | null;
  /** The zone the door reads the slot's times in: its location's, or the museum's. */
  timeZone: string;
  /** The earliest instant the ticket admits: its slot's start less the location's early entry. */
  opensAt: Date | null;
  voided: boolean;
  /** Its first admission, when and where. */
  checkedInAt: Date | null;
  entrance: string | null;
  /** "SAME_DAY" tickets come back after an exit on the day of their first admission (admission-rule.ts). */
  reentry: TicketReentry;
  /** Whether the visit of its latest admission has ended: a SAME_DAY ticket may come back. */
  left: boolean;
}

export interface DoorListMembership {
  /** What the phone finds the card by (lib/qr/code-hash.ts). */
  codeHash: string;
  visitorName: string;
  admits: string;
  status: string;
  validFrom: Date;
  validTo: Date;
  /** The member's last admission on `day`, for the once-a-day rule. */
  lastCheckedInAt: Date | null;
  /** The entrance of that admission, told to the door person with "used today". */
  lastEntrance: string | null;
  /** The codeHash of each of today's tickets the card booked as the member's own place (admission-rule.ts judges the card by it). */
  bookings: string[];
}

export interface DoorList {
  museumId: string;
  day: string;
  timeZone: string;
  membershipAdmission: string;
  /** What a card without a booking for today does (admission-rule.ts); offline, WHEN_ROOM needs the server. */
  walkInMembers: WalkInMembers;
  generatedAt: Date;
  keys: PublicAdmissionKey[];
  tickets: DoorListTicket[];
  memberships: DoorListMembership[];
}

/** The door list for today in the museum's time zone. */
export async function doorList({ actor }: { actor: Actor }): Promise<DoorList> {
  const now = Date.now();
  const museum = await db().museum.findUniqueOrThrow({ where: { id: actor.museumId }, select: { timezone: true, membershipAdmission: true, walkInMembers: true } });
  const day = calendarDay(now, museum.timezone);
  // A window a day wider on each side than any time zone's day; each record is then kept by its own day.
  const windowStart = new Date(now - 2 * DAY_MS);
  const windowEnd = new Date(now + 2 * DAY_MS);
  const [tickets, memberships] = await Promise.all([
    db().ticket.findMany({
      where: { museumId: actor.museumId, timeSlot: { startsAt: { gte: windowStart, lt: windowEnd } } },
      select: {
        id: true,
        status: true,
        customer: { select: { name: true } },
        membershipId: true,
        order: { select: { status: true } },
        ticketType: { select: { name: true, reentry: true, memberTicket: true, location: entryPlaceSelect, translations: { select: { language: true, name: true } } } },
        timeSlot: { select: { id: true, startsAt: true, endsAt: true, location: entryPlaceSelect } },
        checkIns: { select: { checkedInAt: true, entrance: true, checkedOutAt: true }, orderBy: [{ checkedInAt: "asc" }, { id: "asc" }] },
      },
      orderBy: [{ timeSlot: { startsAt: "asc" } }, { id: "asc" }],
    }),
    db().membership.findMany({
      where: { museumId: actor.museumId, validTo: { gte: windowStart }, validFrom: { lt: windowEnd } },
      select: {
        id: true,
        name: true,
        status: true,
        validFrom: true,
        validTo: true,
        customer: { select: { name: true } },
        checkIns: { where: { checkedInAt: { gte: windowStart } }, select: { checkedInAt: true, entrance: true }, orderBy: { checkedInAt: "desc" }, take: 1 },
      },
      orderBy: { id: "asc" },
    }),
  ]);
  const bookings = new Map<string, string[]>();
  const listedTickets = await Promise.all(tickets.flatMap((ticket) => {
    const slot = ticket.timeSlot!;
    const { timeZone, opensAt } = ticketEntry(slot, ticket.ticketType.location, museum.timezone);
    if (calendarDay(slot.startsAt, timeZone) !== calendarDay(now, timeZone)) return [];
    const first = ticket.checkIns[0];
    const latest = ticket.checkIns.at(-1);
    return [
      codeHash("ticket", ticket.id).then((hash) => {
        const bookedBy = memberBookingOf(ticket);
        if (bookedBy) bookings.set(bookedBy, [...(bookings.get(bookedBy) ?? []), hash]);
        return {
          codeHash: hash,
          visitorName: ticket.customer?.name ?? null,
          admits: ticket.ticketType.name,
          admitsTranslations: Object.fromEntries(ticket.ticketType.translations.map((translation) => [translation.language, translation.name])),
          timeSlot: { id: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt },
          timeZone,
          opensAt,
          voided: ticket.status !== "VALID",
          checkedInAt: first?.checkedInAt ?? null,
          entrance: first?.entrance ?? null,
          reentry: ticket.ticketType.reentry === "SAME_DAY" ? "SAME_DAY" : "NONE",
          left: latest !== undefined && latest.checkedOutAt !== null,
        } satisfies DoorListTicket;
      }),
    ];
  }));
  return {
    museumId: actor.museumId,
    day,
    timeZone: museum.timezone,
    membershipAdmission: museum.membershipAdmission,
    walkInMembers: walkInMembersRule(museum.walkInMembers),
    generatedAt: new Date(now),
    keys: publicAdmissionKeys(),
    tickets: listedTickets,
    memberships: await Promise.all(memberships.map(async (membership) => {
      const last = membership.checkIns[0];
      const today = last && calendarDay(last.checkedInAt, museum.timezone) === day ? last : null;
      return {
        codeHash: await codeHash("membership", membership.id),
        visitorName: membership.customer.name,
        admits: membership.name,
        status: membership.status,
        validFrom: membership.validFrom,
        validTo: membership.validTo,
        lastCheckedInAt: today?.checkedInAt ?? null,
        lastEntrance: today?.entrance ?? null,
        bookings: bookings.get(membership.id) ?? [],
      };
    })),
  };
}

/** The card whose member's own place the ticket is (docs/orders.md, "Members book a slot"), as the server's admission-facts.ts reads it. */
function memberBookingOf(ticket: { status: string; membershipId: string | null; ticketType: { memberTicket: boolean }; order: { status: string } | null }): string | null {
  if (ticket.status !== "VALID" || !ticket.ticketType.memberTicket || ticket.order?.status !== "CONFIRMED") return null;
  return ticket.membershipId;
}
