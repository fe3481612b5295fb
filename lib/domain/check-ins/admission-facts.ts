import { db } from "@/lib/db/client";
import type { MembershipFacts, TicketFacts } from "./admission-rule";
import type { CheckInRecord } from "./check-in-record";
import { entryPlaceSelect, ticketEntry } from "./ticket-entry";

// What the server knows about the records scanned codes name, read for many codes at once (a batch of
// check-ins, a phone's queue): the facts admission-rule.ts decides on, and what the door compares
// with the visitor, read with them so storing an admission needs no second read. Two queries however
// many codes; another museum's record is simply not found.

export interface CodeRef {
  kind: "ticket" | "membership";
  id: string;
}

/** What the check-in answer tells the door about the visitor. */
export type Visitor = Pick<CheckInRecord, "visitorName" | "admits" | "timeSlot" | "timeZone">;

export interface AdmissionSubject {
  facts: TicketFacts | MembershipFacts;
  visitor: Visitor;
}

export const subjectKey = ({ kind, id }: CodeRef) => `${kind}:${id}`;

/** The scanned records of `museumId` by subjectKey; a code naming no record of this museum has no entry. */
export async function readAdmissionSubjects(museumId: string, codes: readonly CodeRef[]): Promise<Map<string, AdmissionSubject>> {
  const ids = (kind: CodeRef["kind"]) => [...new Set(codes.filter((code) => code.kind === kind).map((code) => code.id))];
  const [ticketIds, membershipIds] = [ids("ticket"), ids("membership")];
  const [tickets, memberships] = await Promise.all([
    ticketIds.length === 0
      ? []
      : db().ticket.findMany({
          where: { id: { in: ticketIds }, museumId },
          select: {
            id: true,
            status: true,
            customer: { select: { name: true } },
            museum: { select: { timezone: true } },
            ticketType: { select: { name: true, location: entryPlaceSelect } },
            timeSlot: { select: { id: true, startsAt: true, endsAt: true, location: entryPlaceSelect } },
          },
        }),
    membershipIds.length === 0
      ? []
      : db().membership.findMany({
          where: { id: { in: membershipIds }, museumId },
          select: {
            id: true,
            name: true,
            status: true,
            validFrom: true,
            validTo: true,
            customer: { select: { name: true } },
            museum: { select: { timezone: true, membershipAdmission: true } },
          },
        }),
  ]);
  const subjects = new Map<string, AdmissionSubject>();
  for (const ticket of tickets) {
    const slot = ticket.timeSlot;
    const { timeZone, opensAt } = ticketEntry(slot, ticket.ticketType.location, ticket.museum.timezone);
    subjects.set(subjectKey({ kind: "ticket", id: ticket.id }), {
      facts: { kind: "TICKET", id: ticket.id, voided: ticket.status !== "VALID", slotStartsAt: slot?.startsAt ?? null, opensAt, timeZone, admitted: null },
      visitor: {
        visitorName: ticket.customer?.name ?? null,
        admits: ticket.ticketType.name,
        timeSlot: slot ? { id: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt } : null,
        timeZone,
      },
    });
  }
  for (const membership of memberships) {
    const { timezone, membershipAdmission } = membership.museum;
    subjects.set(subjectKey({ kind: "membership", id: membership.id }), {
      facts: {
        kind: "MEMBERSHIP",
        id: membership.id,
        status: membership.status,
        validFrom: membership.validFrom,
        validTo: membership.validTo,
        timeZone: timezone,
        admissionRule: membershipAdmission,
        lastAdmitted: null,
      },
      visitor: { visitorName: membership.customer.name, admits: membership.name, timeSlot: null, timeZone: timezone },
    });
  }
  return subjects;
}
