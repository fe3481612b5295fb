import { db, type DbOrTx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { emitWebhookEvents } from "@/lib/domain/webhook-events/emit-webhook-event";
import { museumSubscribes } from "@/lib/domain/webhook-events/webhook-subscribers";
import { AppError } from "@/lib/errors/app-error";
import { parseQrData, type QrParts } from "@/lib/qr/code-format";
import { qrSignatureValid } from "@/lib/qr/qr-code-data";
import { admittedAs, readAdmissionSubjects, subjectKey, withVisits, type AdmissionSubject } from "./admission-facts";
import { decideAdmission, USED_ALREADY, type AdmissionRefusal, type TicketFacts } from "./admission-rule";
import { newAdmission, storePrepared } from "./store-admissions";

// A group visit's one code (docs/admission.md, "Groups"): scanned with a count, it admits that many of
// the group's tickets at once, each as its own admission under the ticket's key, so a pupil's own
// ticket and the group code never let the same place in twice. Each ticket is judged by the one rule
// (admission-rule.ts); the group is refused only when none of its tickets admits. The order's row is
// the group's lock: every scan of the code takes it first (PostgreSQL's row lock, SQLite's write
// lock), so two scans at the same moment, in any processes, count the same tickets once; a scan asks
// for places that are left, or none.

export interface GroupAdmissionRecord {
  kind: "GROUP";
  orderId: string;
  groupName: string;
  leaderName: string | null;
  /** How many the group is. */
  size: number;
  /** How many this scan let in. */
  admitted: number;
  /** How many of the group may still come in on its code. */
  remaining: number;
  checkedInAt: Date;
  entrance: string | null;
  /** The check-ins of this scan, one per ticket let in. */
  checkInIds: string[];
  timeSlot: { id: string; startsAt: Date; endsAt: Date } | null;
  timeZone: string;
}

/** The group at the door before anyone is let in: what the scanner asks "how many are here?" about. */
export type GroupAtDoor = Omit<GroupAdmissionRecord, "kind" | "admitted" | "checkedInAt" | "entrance" | "checkInIds"> & {
  /** How many were let in so far. */
  admittedSoFar: number;
};

interface GroupScan {
  actor: Actor;
  parts: QrParts;
  genuine: boolean;
  /** How many are here; all that are left when not given. */
  count: number | undefined;
  entrance: string | null;
  at: number;
}

interface GroupTickets {
  order: { id: string; groupName: string; groupLeaderName: string | null; groupSize: number };
  subjects: AdmissionSubject[];
}

/** An individual ticket of the group was let in between the read and the insert: the scan is judged again. */
class TakenMeanwhile extends Error {}

const MAX_ATTEMPTS = 3;

/** The confirmed group the code names, with its tickets' facts; null for anything else. */
async function readGroup(actor: Actor, parts: QrParts, genuine: boolean): Promise<GroupTickets | null> {
  const order = genuine
    ? await db().order.findFirst({
        where: { id: parts.id, museumId: actor.museumId, status: "CONFIRMED", groupName: { not: null }, groupSize: { not: null } },
        select: { id: true, groupName: true, groupLeaderName: true, groupSize: true, tickets: { select: { id: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
      })
    : null;
  // A confirmed group has a ticket per person; the check keeps a damaged order from admitting nobody silently.
  if (!order || order.tickets.length === 0) return null;
  const read = await readAdmissionSubjects(actor.museumId, order.tickets.map(({ id }) => ({ kind: "ticket" as const, id })));
  const subjects = order.tickets.flatMap(({ id }) => read.get(subjectKey({ kind: "ticket", id })) ?? []);
  return { order: { id: order.id, groupName: order.groupName!, groupLeaderName: order.groupLeaderName, groupSize: order.groupSize! }, subjects };
}

interface Judged {
  /** The tickets that would be let in now, in the order's order. */
  admissible: { subject: AdmissionSubject; admissionKey: string | null }[];
  admittedSoFar: number;
  /** The earliest and latest admission of the group so far. */
  first: { at: Date; entrance: string | null } | null;
  last: { at: Date; entrance: string | null } | null;
  /** Why a ticket that is not admissible is refused, other than having come in: the group's refusal when none is admissible. */
  otherRefusal: AdmissionRefusal | null;
}

/** Each ticket's verdict at `at`, knowing its admissions (read under the group's lock). */
async function judgeTickets(client: DbOrTx, tickets: AdmissionSubject[], at: number): Promise<Judged> {
  const visits = await client.checkIn.findMany({
    where: { ticketId: { in: tickets.map((subject) => subject.facts.id) } },
    select: { ticketId: true, checkedInAt: true, entrance: true, checkedOutAt: true },
    orderBy: [{ checkedInAt: "asc" }, { id: "asc" }],
  });
  const judged: Judged = { admissible: [], admittedSoFar: 0, first: null, last: null, otherRefusal: null };
  for (const visit of visits) {
    judged.first ??= { at: visit.checkedInAt, entrance: visit.entrance };
    judged.last = { at: visit.checkedInAt, entrance: visit.entrance };
  }
  for (const subject of tickets) {
    const facts = withVisits(subject.facts as TicketFacts, visits);
    if (facts.admitted) judged.admittedSoFar += 1;
    const verdict = decideAdmission({ genuine: true, record: facts, at });
    if (verdict.admitted) judged.admissible.push({ subject, admissionKey: verdict.admissionKey });
    else if (!USED_ALREADY.has(verdict.code)) judged.otherRefusal ??= verdict;
  }
  return judged;
}

/** The refusal of a count the group has no places left for: when and where it came in, and how many may still. */
function noPlacesLeft(group: GroupTickets["order"], judged: Judged, timeZone: string): AppError {
  const remaining = judged.admissible.length;
  const message =
    remaining === 0 ? `All ${group.groupSize} of ${group.groupName} have been let in already.` : `Only ${remaining} of ${group.groupName} may still come in.`;
  return new AppError("ALREADY_CHECKED_IN", message, {
    admitted: judged.admittedSoFar,
    remaining,
    size: group.groupSize,
    firstCheckedInAt: judged.first?.at ?? null,
    lastCheckedInAt: judged.last?.at ?? null,
    entrance: judged.last?.entrance ?? null,
    timeZone,
  });
}

/** The group's slot and the zone its times are read in: its tickets', which share the order's slot. */
const groupTimes = ({ subjects }: GroupTickets) => ({ timeSlot: subjects[0]!.visitor.timeSlot, timeZone: subjects[0]!.visitor.timeZone });

/** Lets `count` of the group in (all that are left without one), or throws why not; nothing is stored on a refusal. */
export async function admitGroup(scan: GroupScan): Promise<GroupAdmissionRecord> {
  const group = await readGroup(scan.actor, scan.parts, scan.genuine);
  if (!group) throw new AppError("INVALID_CODE");
  const subscribing = (await museumSubscribes(scan.actor.museumId, "check_in.created")) ? new Set([scan.actor.museumId]) : new Set<string>();
  const { timeSlot, timeZone } = groupTimes(group);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inTransaction(undefined, async (tx) => {
        // The group's lock (above): PostgreSQL locks the row, SQLite takes its one write lock.
        await tx.$executeRaw`UPDATE "Order" SET "groupSize" = "groupSize" WHERE "id" = ${group.order.id}`;
        const judged = await judgeTickets(tx, group.subjects, scan.at);
        const other = judged.admissible.length === 0 ? judged.otherRefusal : null;
        if (other) throw new AppError(other.code, other.message, other.details);
        const count = scan.count ?? judged.admissible.length;
        if (count === 0 || count > judged.admissible.length) throw noPlacesLeft(group.order, judged, timeZone);
        const admissions = judged.admissible.slice(0, count).map(({ subject, admissionKey }) => newAdmission(scan, admittedAs(subject, undefined), admissionKey, true));
        const outcomes = await storePrepared({ admissions, toInsert: admissions, subscribing }, tx);
        const full = outcomes.find((outcome) => !outcome.stored && "full" in outcome);
        if (full && "full" in full) throw new AppError("LOCATION_FULL", undefined, full.full);
        if (outcomes.some((outcome) => !outcome.stored)) throw new TakenMeanwhile();
        const record: GroupAdmissionRecord = {
          kind: "GROUP",
          orderId: group.order.id,
          groupName: group.order.groupName,
          leaderName: group.order.groupLeaderName,
          size: group.order.groupSize,
          admitted: count,
          remaining: judged.admissible.length - count,
          checkedInAt: new Date(scan.at),
          entrance: scan.entrance,
          checkInIds: admissions.map((admission) => admission.id),
          timeSlot,
          timeZone,
        };
        await emitWebhookEvents(tx, scan.actor, [{ type: "order.group_admitted", subject: group.order.id, data: record }]);
        await recordChanges(tx, scan.actor, [{ entity: "order", entityId: group.order.id, action: "admitGroup", after: { admitted: count, remaining: record.remaining, entrance: scan.entrance } }]);
        return record;
      });
    } catch (error) {
      if (!(error instanceof TakenMeanwhile) || attempt >= MAX_ATTEMPTS) throw error instanceof TakenMeanwhile ? new AppError("ALREADY_CHECKED_IN") : error;
    }
  }
}

/**
 * The group a scanned code names and how many of it may still come in, for the door to ask how many
 * are here; null when the text is not a group's code of this museum (check-in then says why).
 */
export async function groupAtDoor({ actor, qrData, at = Date.now() }: { actor: Actor; qrData: string; at?: number }): Promise<GroupAtDoor | null> {
  const parts = parseQrData(qrData.trim());
  if (parts?.kind !== "group") return null;
  const group = await readGroup(actor, parts, qrSignatureValid(parts, actor.museumId));
  if (!group) return null;
  const judged = await judgeTickets(db(), group.subjects, at);
  return {
    orderId: group.order.id,
    groupName: group.order.groupName,
    leaderName: group.order.groupLeaderName,
    size: group.order.groupSize,
    admittedSoFar: judged.admittedSoFar,
    remaining: judged.admissible.length,
    ...groupTimes(group),
  };
}
