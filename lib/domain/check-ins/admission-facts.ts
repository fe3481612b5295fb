import { databaseProvider, db } from "@/lib/db/client";
import type { CodeKind } from "@/lib/qr/code-format";
import { walkInMembersRule } from "@/lib/domain/museums/museum-settings";
import type { MembershipFacts, TicketFacts } from "./admission-rule";
import type { CheckInRecord } from "./check-in-record";
import { ticketEntry } from "./ticket-entry";

// What the server knows about the records scanned codes name, read for many codes at once (a batch of
// check-ins, a phone's queue): the facts admission-rule.ts decides on, and what the door compares
// with the visitor, read with them so storing an admission needs no second read. Two statements
// however many codes, and three more when cards that ever booked a visit are among them (their bookings,
// "Members at the door" in docs/admission.md); another museum's record is simply not found.

/** A scanned code's record; a group's code names no record read here (group-admission.ts admits it). */
export interface CodeRef {
  kind: CodeKind;
  id: string;
}

/** What the check-in answer tells the door about the visitor. */
export type Visitor = Pick<CheckInRecord, "visitorName" | "admits" | "timeSlot" | "timeZone">;

export interface AdmissionSubject {
  facts: TicketFacts | MembershipFacts;
  visitor: Visitor;
  /** The location whose occupancy an admission counts in: the slot's, else the ticket type's; none for a card. */
  locationId: string | null;
  /** A card's booked places around now (its facts' bookings), to store an admission into one of them. */
  bookings?: AdmissionSubject[];
}

export const subjectKey = ({ kind, id }: CodeRef) => `${kind}:${id}`;

interface TicketRow {
  id: string;
  status: string;
  customerName: string | null;
  museumZone: string;
  typeName: string;
  typeZone: string | null;
  typeEarlyEntry: number | null;
  slotId: string | null;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  slotZone: string | null;
  slotEarlyEntry: number | null;
  locationId: string | null;
  reentry: string | null;
  firstAdmittedAt: Date | string | null;
  firstEntrance: string | null;
  openVisits: number | bigint | null;
}

interface MembershipRow {
  id: string;
  name: string;
  status: string;
  validFrom: Date | string;
  validTo: Date | string;
  customerName: string;
  timezone: string;
  membershipAdmission: string;
  walkInMembers: string;
  /** Whether any order line ever carried the card: only then are its bookings read (SQLite answers 0 or 1). */
  hasBooked: boolean | number;
}

// One statement per kind for the whole batch, written out rather than through Prisma's relation
// loading, which spent a statement per relation on every batch of check-ins (docs/performance.md).
// The ids travel as one JSON parameter.
const ids = (sqlite: boolean) => (sqlite ? `(SELECT "value" FROM json_each(?))` : `(SELECT json_array_elements_text($2::json))`);
const ticketsQuery = (sqlite: boolean) => `
  SELECT "t"."id", "t"."status", "c"."name" AS "customerName", "m"."timezone" AS "museumZone",
    "tt"."name" AS "typeName", "tl"."timezone" AS "typeZone", "tl"."earlyEntryMinutes" AS "typeEarlyEntry",
    "s"."id" AS "slotId", "s"."startsAt", "s"."endsAt", "sl"."timezone" AS "slotZone", "sl"."earlyEntryMinutes" AS "slotEarlyEntry",
    COALESCE("s"."locationId", "tt"."locationId") AS "locationId", "tt"."reentry",
    "first"."checkedInAt" AS "firstAdmittedAt", "first"."entrance" AS "firstEntrance",
    CASE WHEN "tt"."reentry" = 'SAME_DAY' THEN (SELECT COUNT(*) FROM "CheckIn" AS "open" WHERE "open"."ticketId" = "t"."id" AND "open"."checkedOutAt" IS NULL) END AS "openVisits"
  FROM "Ticket" AS "t"
  JOIN "Museum" AS "m" ON "m"."id" = "t"."museumId"
  JOIN "TicketType" AS "tt" ON "tt"."id" = "t"."ticketTypeId"
  LEFT JOIN "Location" AS "tl" ON "tl"."id" = "tt"."locationId"
  LEFT JOIN "Customer" AS "c" ON "c"."id" = "t"."customerId"
  LEFT JOIN "TimeSlot" AS "s" ON "s"."id" = "t"."timeSlotId"
  LEFT JOIN "Location" AS "sl" ON "sl"."id" = "s"."locationId"
  LEFT JOIN "CheckIn" AS "first" ON "tt"."reentry" = 'SAME_DAY' AND "first"."id" = (
    SELECT "c1"."id" FROM "CheckIn" AS "c1" WHERE "c1"."ticketId" = "t"."id" ORDER BY "c1"."checkedInAt", "c1"."id" LIMIT 1)
  WHERE "t"."museumId" = ${sqlite ? "?" : "$1"} AND "t"."id" IN ${ids(sqlite)}`;
const membershipsQuery = (sqlite: boolean) => `
  SELECT "ms"."id", "ms"."name", "ms"."status", "ms"."validFrom", "ms"."validTo", "c"."name" AS "customerName",
    "m"."timezone", "m"."membershipAdmission", "m"."walkInMembers",
    EXISTS (SELECT 1 FROM "Ticket" AS "booked" WHERE "booked"."membershipId" = "ms"."id") AS "hasBooked"
  FROM "Membership" AS "ms"
  JOIN "Customer" AS "c" ON "c"."id" = "ms"."customerId"
  JOIN "Museum" AS "m" ON "m"."id" = "ms"."museumId"
  WHERE "ms"."museumId" = ${sqlite ? "?" : "$1"} AND "ms"."id" IN ${ids(sqlite)}`;

// Only a SAME_DAY ticket's visits are read (index on ticketId): a NONE ticket's one admission is the
// unique admission key's to decide, which its exits keep, so the hot path reads nothing more for it.
function reentryFacts(ticket: TicketRow): Pick<TicketFacts, "reentry" | "admitted" | "left"> {
  if (ticket.reentry !== "SAME_DAY") return { reentry: "NONE", admitted: null, left: false };
  const first = ticket.firstAdmittedAt === null ? null : { at: new Date(ticket.firstAdmittedAt), entrance: ticket.firstEntrance };
  return { reentry: "SAME_DAY", admitted: first, left: Number(ticket.openVisits ?? 0) === 0 };
}

const place = (timezone: string | null, earlyEntryMinutes: number | null) => (timezone === null ? null : { timezone, earlyEntryMinutes: Number(earlyEntryMinutes) });

/** The scanned records of `museumId` by subjectKey; a code naming no record of this museum has no entry. */
export async function readAdmissionSubjects(museumId: string, codes: readonly CodeRef[]): Promise<Map<string, AdmissionSubject>> {
  const idsOf = (kind: CodeRef["kind"]) => [...new Set(codes.filter((code) => code.kind === kind).map((code) => code.id))];
  const [ticketIds, membershipIds] = [idsOf("ticket"), idsOf("membership")];
  const sqlite = databaseProvider() === "sqlite";
  const [tickets, memberships] = await Promise.all([
    ticketIds.length === 0 ? [] : db().$queryRawUnsafe<TicketRow[]>(ticketsQuery(sqlite), museumId, JSON.stringify(ticketIds)),
    membershipIds.length === 0 ? [] : db().$queryRawUnsafe<MembershipRow[]>(membershipsQuery(sqlite), museumId, JSON.stringify(membershipIds)),
  ]);
  // Most cards never booked (member check-ins in docs/performance.md): their scans read nothing more.
  const booking = memberships.filter((membership) => Boolean(membership.hasBooked)).map((membership) => membership.id);
  const bookings = booking.length === 0 ? new Map<string, AdmissionSubject[]>() : await readBookings(museumId, booking);
  const subjects = ticketSubjects(tickets);
  for (const membership of memberships) {
    const timeZone = membership.timezone;
    const booked = bookings.get(membership.id) ?? [];
    subjects.set(subjectKey({ kind: "membership", id: membership.id }), {
      facts: {
        kind: "MEMBERSHIP",
        id: membership.id,
        status: membership.status,
        validFrom: new Date(membership.validFrom),
        validTo: new Date(membership.validTo),
        timeZone,
        admissionRule: membership.membershipAdmission,
        lastAdmitted: null,
        walkIn: walkInMembersRule(membership.walkInMembers),
        bookings: booked.map((booking) => booking.facts as TicketFacts),
      },
      visitor: { visitorName: membership.customerName, admits: membership.name, timeSlot: null, timeZone },
      locationId: null,
      bookings: booked,
    });
  }
  return subjects;
}

/** What an admission is stored as: the scanned record, or for a card admitted into its booking, that ticket with the card. */
export interface AdmittedAs {
  /** The record whose admission it is: the booked ticket's facts for a card let into its booking. */
  facts: TicketFacts | MembershipFacts;
  kind: "TICKET" | "MEMBERSHIP";
  ticketId: string | null;
  membershipId: string | null;
  visitor: AdmissionSubject["visitor"];
  locationId: string | null;
}

export function admittedAs(subject: AdmissionSubject, bookingId: string | undefined): AdmittedAs {
  const { facts, visitor, locationId } = subject;
  if (facts.kind === "TICKET") return { facts, kind: "TICKET", ticketId: facts.id, membershipId: null, visitor, locationId };
  const booking = bookingId ? subject.bookings?.find((candidate) => candidate.facts.id === bookingId) : undefined;
  if (!booking) return { facts, kind: "MEMBERSHIP", ticketId: null, membershipId: facts.id, visitor, locationId };
  // The booked ticket is let in (its slot's count, its location's occupancy), shown with the member's name.
  const ticket = booking.facts;
  return { facts: ticket, kind: "TICKET", ticketId: ticket.id, membershipId: facts.id, visitor: { ...booking.visitor, visitorName: visitor.visitorName }, locationId: booking.locationId };
}

// A booking is looked for a week back (a phone's queue may be synced late) and two days ahead (any zone's today).
export const BOOKINGS_BACK_MS = 7 * 86_400_000;
const BOOKINGS_AHEAD_MS = 2 * 86_400_000;

/**
 * The members' own places the cards booked around now (docs/orders.md, "Members book a slot"): the
 * valid members' tickets of confirmed orders that carry the card, as ticket subjects
 * with their first admission, whatever their re-entry (the rule picks the unused one of the day).
 */
async function readBookings(museumId: string, membershipIds: string[]): Promise<Map<string, AdmissionSubject[]>> {
  const now = Date.now();
  const places = await db().ticket.findMany({
    where: {
      museumId,
      membershipId: { in: membershipIds },
      status: "VALID",
      ticketType: { memberTicket: true },
      order: { status: "CONFIRMED" },
      timeSlot: { startsAt: { gte: new Date(now - BOOKINGS_BACK_MS), lt: new Date(now + BOOKINGS_AHEAD_MS) } },
    },
    select: { id: true, membershipId: true },
  });
  if (places.length === 0) return new Map();
  const ids = places.map((place) => place.id);
  const sqlite = databaseProvider() === "sqlite";
  const [rows, visits] = await Promise.all([
    db().$queryRawUnsafe<TicketRow[]>(ticketsQuery(sqlite), museumId, JSON.stringify(ids)),
    db().checkIn.findMany({ where: { ticketId: { in: ids } }, select: { ticketId: true, checkedInAt: true, entrance: true, checkedOutAt: true }, orderBy: [{ checkedInAt: "asc" }, { id: "asc" }] }),
  ]);
  const subjects = ticketSubjects(rows);
  const booked = new Map<string, AdmissionSubject[]>();
  for (const { id, membershipId } of places) {
    const subject = subjects.get(subjectKey({ kind: "ticket", id }));
    if (!subject) continue;
    booked.set(membershipId!, [...(booked.get(membershipId!) ?? []), { ...subject, facts: withVisits(subject.facts as TicketFacts, visits) }]);
  }
  return booked;
}

/** What a ticket's stored visits (oldest first, any tickets') say of it: its first admission, and whether its latest visit ended. */
export function withVisits(facts: TicketFacts, visits: readonly { ticketId: string | null; checkedInAt: Date; entrance: string | null; checkedOutAt: Date | null }[]): TicketFacts {
  const own = visits.filter((visit) => visit.ticketId === facts.id);
  return { ...facts, admitted: own[0] ? { at: own[0].checkedInAt, entrance: own[0].entrance } : null, left: own.every((visit) => visit.checkedOutAt !== null) };
}

function ticketSubjects(tickets: TicketRow[]): Map<string, AdmissionSubject> {
  const subjects = new Map<string, AdmissionSubject>();
  for (const ticket of tickets) {
    const slot = ticket.slotId === null ? null : { id: ticket.slotId, startsAt: new Date(ticket.startsAt!), endsAt: new Date(ticket.endsAt!) };
    const { timeZone, opensAt } = ticketEntry(slot && { startsAt: slot.startsAt, location: place(ticket.slotZone, ticket.slotEarlyEntry) }, place(ticket.typeZone, ticket.typeEarlyEntry), ticket.museumZone);
    subjects.set(subjectKey({ kind: "ticket", id: ticket.id }), {
      facts: {
        kind: "TICKET",
        id: ticket.id,
        voided: ticket.status !== "VALID",
        slotStartsAt: slot?.startsAt ?? null,
        opensAt,
        timeZone,
        ...reentryFacts(ticket),
      },
      visitor: { visitorName: ticket.customerName, admits: ticket.typeName, timeSlot: slot, timeZone },
      locationId: ticket.locationId,
    });
  }
  return subjects;
}
