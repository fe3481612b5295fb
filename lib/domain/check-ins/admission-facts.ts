import { databaseProvider, db } from "@/lib/db/client";
import type { CodeKind } from "@/lib/qr/code-format";
import type { MembershipFacts, TicketFacts } from "./admission-rule";
import type { CheckInRecord } from "./check-in-record";
import { ticketEntry } from "./ticket-entry";

// What the server knows about the records scanned codes name, read for many codes at once (a batch of
// check-ins, a phone's queue): the facts admission-rule.ts decides on, and what the door compares
// with the visitor, read with them so storing an admission needs no second read. Two statements
// however many codes; another museum's record is simply not found.

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
    "m"."timezone", "m"."membershipAdmission"
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
  for (const membership of memberships) {
    const timeZone = membership.timezone;
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
      },
      visitor: { visitorName: membership.customerName, admits: membership.name, timeSlot: null, timeZone },
      locationId: null,
    });
  }
  return subjects;
}
