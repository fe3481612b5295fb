import { z } from "zod";
import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { recordZones } from "@/lib/domain/locations/record-zones";
import { defineOperation, listing, pageInput, pageSummary, type Answer } from "@/lib/domain/operations/operation";
import { pageOf } from "@/lib/domain/shared/answer-schemas";
import { checkInKinds } from "@/lib/domain/shared/check-in-kinds";
import { calendarDayInput, localTime, withZoneNamed } from "@/lib/domain/shared/zoned-day";
import type { AppError } from "@/lib/errors/app-error";
import { checkIn } from "./check-in";
import type { CheckInRecord } from "./check-in-record";
import { checkInBody, checkInRefusal, checkInRefusalCodes, checkInSchema, groupAdmissionSchema } from "./check-in-schemas";
import type { GroupAdmissionRecord } from "./group-admission";
import { listCheckIns } from "./list-check-ins";

// The door in the operation catalog (docs/architecture.md, "The operation catalog"; docs/mcp.md,
// "Admission"): admit a visitor by the scanned code, and see who came in on a day. A refusal of the
// code is an answer (admitted false with the /v1 code), as the scanner shows it, not an error. Each
// admission names its visitor, ticket type or membership and event, with its times in the zone the
// door reads them in: the slot's location's, else the ticket type's, else the museum's.

const checkInAnswer = checkInSchema.omit({ timeSlot: true }).extend({
  checkedInAtLocal: z.string().describe("checkedInAt as the wall-clock time in timeZone, YYYY-MM-DD HH:mm."),
  eventName: z.string().nullable().describe("The event of the ticket's time slot; null for a membership or a ticket without one."),
  slotStartsAtLocal: z.string().nullable().describe("The ticket's time slot start, local; null for a membership or a ticket without a slot."),
});

type CheckInAnswer = z.output<typeof checkInAnswer>;

const groupAnswer = groupAdmissionSchema.pick({ orderId: true, groupName: true, leaderName: true, size: true, admitted: true, remaining: true, entrance: true, timeZone: true }).extend({
  checkedInAtLocal: z.string().describe("When, as the wall-clock time in timeZone, YYYY-MM-DD HH:mm."),
  eventName: z.string().nullable().describe("The event of the group's time slot."),
  slotStartsAtLocal: z.string().nullable().describe("The group's time slot start, local."),
});

const refusalAnswer = z.object({
  code: z.enum(checkInRefusalCodes).describe("Why the code does not admit; the same codes as POST /v1/check-ins."),
  message: z.string().describe("What to tell the visitor, in one sentence."),
  firstCheckedInAtLocal: z.string().nullable().describe("ALREADY_CHECKED_IN, MEMBERSHIP_ALREADY_USED_TODAY: when the code was used, local time."),
  entrance: z.string().nullable().describe("ALREADY_CHECKED_IN, MEMBERSHIP_ALREADY_USED_TODAY: where it was used."),
  slotStartsAtLocal: z.string().nullable().describe("TICKET_WRONG_DAY, TICKET_SLOT_NOT_OPEN: the slot's start, local time."),
  opensAtLocal: z.string().nullable().describe("TICKET_SLOT_NOT_OPEN: when the door opens for the slot, local time."),
  validFromLocal: z.string().nullable().describe("Membership refusals: the first day the card admits."),
  validToLocal: z.string().nullable().describe("Membership refusals: the last day the card admits."),
  timeZone: z.string().nullable().describe("IANA zone of the local times; null when the refusal has none."),
  groupAdmitted: z.int().nullable().describe("ALREADY_CHECKED_IN for a group's code: how many of the group came in so far."),
  groupRemaining: z.int().nullable().describe("ALREADY_CHECKED_IN for a group's code: how many may still come in (ask for at most this many)."),
  inside: z.int().nullable().describe("LOCATION_FULL: how many visitors are inside the location now."),
  maxOccupancy: z.int().nullable().describe("LOCATION_FULL: how many the location admits at once."),
});

type RefusalAnswer = z.output<typeof refusalAnswer>;

/** The events of these time slots, by slot id: one query for a page of admissions. */
async function eventNames(actor: Actor, slotIds: (string | undefined)[]): Promise<Map<string, string | null>> {
  const ids = [...new Set(slotIds.filter((id): id is string => id !== undefined))];
  if (ids.length === 0) return new Map();
  const slots = await db().timeSlot.findMany({ where: { id: { in: ids }, museumId: actor.museumId }, select: { id: true, event: { select: { name: true } } } });
  return new Map(slots.map((slot) => [slot.id, slot.event?.name ?? null]));
}

const slotStart = (slot: { startsAt: Date } | null, timeZone: string) => (slot ? localTime(slot.startsAt.toISOString(), timeZone) : null);

async function namedCheckIns(actor: Actor, checkIns: CheckInRecord[]): Promise<Answer<CheckInAnswer>[]> {
  const events = await eventNames(actor, checkIns.map((record) => record.timeSlot?.id));
  return checkIns.map(({ timeSlot, ...record }) => ({
    ...record,
    checkedInAtLocal: localTime(record.checkedInAt.toISOString(), record.timeZone),
    eventName: (timeSlot && events.get(timeSlot.id)) ?? null,
    slotStartsAtLocal: slotStart(timeSlot, record.timeZone),
  }));
}

async function namedGroup(actor: Actor, { kind: _kind, checkInIds: _ids, timeSlot, checkedInAt, ...group }: GroupAdmissionRecord) {
  const events = await eventNames(actor, [timeSlot?.id]);
  return {
    ...group,
    checkedInAtLocal: localTime(checkedInAt.toISOString(), group.timeZone),
    eventName: (timeSlot && events.get(timeSlot.id)) ?? null,
    slotStartsAtLocal: slotStart(timeSlot, group.timeZone),
  };
}


/** A refusal of the scanned code as the door reads it: its details' instants as local times in the refusal's zone. */
function refusalOf(error: AppError): RefusalAnswer {
  const details = (error.details ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof details[name] === "string" ? (details[name] as string) : null);
  const count = (name: string) => (typeof details[name] === "number" ? (details[name] as number) : null);
  const timeZone = text("timeZone");
  const local = (name: string) => {
    const instant = details[name] instanceof Date ? (details[name] as Date).toISOString() : text(name);
    return instant && timeZone ? localTime(instant, timeZone) : null;
  };
  return {
    code: error.code as RefusalAnswer["code"],
    message: error.message,
    firstCheckedInAtLocal: local("firstCheckedInAt"),
    entrance: text("entrance"),
    slotStartsAtLocal: local("slotStartsAt"),
    opensAtLocal: local("opensAt"),
    validFromLocal: local("validFrom")?.slice(0, 10) ?? null,
    validToLocal: local("validTo")?.slice(0, 10) ?? null,
    timeZone,
    groupAdmitted: count("admitted"),
    groupRemaining: count("remaining"),
    inside: count("inside"),
    maxOccupancy: count("maxOccupancy"),
  };
}

/** "2027-03-01 10:32 (Europe/Vienna time), Main entrance: Hedy Lamarr, Adult (ticket, Tours, slot 10:00) [id]". */
function checkInInWords(checkIn: CheckInAnswer): string {
  const where = checkIn.entrance ? `, ${checkIn.entrance}` : "";
  const event = checkIn.eventName ? `, ${checkIn.eventName}` : "";
  const slot = checkIn.slotStartsAtLocal ? `, slot ${checkIn.slotStartsAtLocal.slice(11)}` : "";
  const kind = checkIn.kind === "TICKET" ? "ticket" : "membership";
  return `${withZoneNamed(checkIn.checkedInAtLocal, checkIn.timeZone)}${where}: ${checkIn.visitorName ?? "no name"}, ${checkIn.admits} (${kind}${event}${slot}) [${checkIn.id}]`;
}

function refusalInWords(refusal: RefusalAnswer): string {
  const at = refusal.firstCheckedInAtLocal && refusal.timeZone ? withZoneNamed(refusal.firstCheckedInAtLocal, refusal.timeZone) : refusal.firstCheckedInAtLocal;
  const when = at ? ` First used ${at}${refusal.entrance ? `, ${refusal.entrance}` : ""}.` : "";
  const full = refusal.inside !== null && refusal.maxOccupancy !== null ? ` ${refusal.inside} inside, at most ${refusal.maxOccupancy} at once.` : "";
  return `Refused (${refusal.code}): ${refusal.message}${when}${full}`;
}

export const checkInVisitorOperation = defineOperation({
  name: "check_in_visitor",
  title: "Admit a visitor at the door",
  summary:
    "Admits the ticket or member whose QR code was scanned, and records the admission: a ticket admits once, a membership at every visit " +
    "(or once a day when the museum says so); a member with a booking for today is admitted into the booked slot, and without one the museum's " +
    "walkInMembers setting decides (MEMBERSHIP_NOT_BOOKED when it refuses). Answers admitted true with the visitor's name and ticket type or membership, or admitted false " +
    "with the reason code (ALREADY_CHECKED_IN with when and where, INVALID_CODE, TICKET_VOIDED, TICKET_WRONG_DAY, TICKET_SLOT_NOT_OPEN, " +
    "MEMBERSHIP_EXPIRED, MEMBERSHIP_NOT_YET_VALID, MEMBERSHIP_CANCELLED, MEMBERSHIP_ALREADY_USED_TODAY, MEMBERSHIP_NOT_BOOKED, LOCATION_FULL with how many are " +
    "inside and the most at once: the visitor waits until someone leaves). A group visit's code lets `count` of the group in " +
    "at once (all still to come without it) and answers group with how many came and how many are still to come; asking for more than are left lets no one in. " +
    "Every role may run it, door staff included.",
  noun: "check-in",
  input: z.strictObject({
    qrData: checkInBody.shape.qrData.describe("The entire content of the ticket's or membership's QR code, exactly as scanned."),
    entrance: checkInBody.shape.entrance.describe("Which door is admitting, e.g. Main entrance; shown if the code is scanned again."),
    count: checkInBody.shape.count.describe("For a group visit's code: how many of the group are here. Without it, everyone of the group still to come is let in."),
  }),
  output: z.object({
    admitted: z.boolean().describe("True when the visitor may enter."),
    checkIn: checkInAnswer.nullable().describe("The admission, when a ticket or member was admitted."),
    group: groupAnswer.nullable().describe("How many of a group came in, when a group's code was scanned."),
    refusal: refusalAnswer.nullable().describe("Why not, when not admitted."),
  }),
  answerKind: "done",
  need: "verify",
  effect: "creates",
  // A group's scan is audited on its order; a member's walk-in books (and, when the location is full, gives back) a place through an order.
  audits: ["order", "ticket"],
  webhooks: ["check_in.created", "order.group_admitted", "order.created", "order.confirmed", "ticket.created", "order.cancelled", "ticket.voided"],
  // Every refusal of the code is an answer (refusal.code), not an error.
  errors: [],
  run: async (actor, input) => {
    let admitted: CheckInRecord | GroupAdmissionRecord;
    try {
      admitted = await checkIn({ actor, input });
    } catch (error) {
      const refusal = checkInRefusal(error);
      if (!refusal) throw error;
      return { admitted: false, checkIn: null, group: null, refusal: refusalOf(refusal) };
    }
    if (admitted.kind === "GROUP") return { admitted: true, checkIn: null, group: await namedGroup(actor, admitted), refusal: null };
    const [named] = await namedCheckIns(actor, [admitted]);
    return { admitted: true, checkIn: named!, group: null, refusal: null };
  },
  inWords: ({ checkIn: admission, group, refusal }) => {
    if (group) {
      const still = group.remaining > 0 ? `${group.remaining} still to come on the group's code.` : "The whole group is in.";
      return `Let in ${group.admitted} of ${group.groupName} (${group.size} in the group). ${still}`;
    }
    if (admission) return `Admitted: ${admission.visitorName ?? "no name"}, ${admission.admits}.\n- ${checkInInWords(admission)}`;
    return refusalInWords(refusal!);
  },
});

const CHECK_IN_PAGE = { max: 200, fallback: 50 };

/** The kind asked for, as a condition beside the caller's filter (the filter language's AND). */
function withKind(filter: string | undefined, kind: (typeof checkInKinds)[number] | undefined): string | undefined {
  if (!kind) return filter;
  const ofKind = { operator: "EQUAL", fieldName: "KIND", value: kind };
  if (!filter) return JSON.stringify(ofKind);
  let given: unknown;
  try {
    given = JSON.parse(filter);
  } catch {
    // Not JSON: the list refuses it as it would without the kind.
    return filter;
  }
  return JSON.stringify({ operator: "AND", conditions: [given, ofKind] });
}

export const listCheckInsOperation = defineOperation({
  name: "list_check_ins",
  title: "Who came in",
  summary:
    "Lists the visitors admitted at the door on one day of the museum's time zone (default today), newest first: when, at which entrance, " +
    "the visitor's name, their ticket type or membership and the event. total is the day's number of admissions. " +
    "filter fields: KIND, TICKET_ID, MEMBERSHIP_ID, ENTRANCE, CHECKED_IN_AT.",
  noun: "check-in",
  input: pageInput(CHECK_IN_PAGE).extend({
    date: calendarDayInput.optional().describe("The day (YYYY-MM-DD) in the museum's time zone; default today there."),
    kind: z.enum(checkInKinds).optional().describe("Only ticket holders or only members; default both."),
  }),
  output: pageOf(checkInAnswer).extend({
    date: z.string().describe("The day, YYYY-MM-DD."),
    timeZone: z.string().describe("The museum's IANA time zone, whose day it is."),
  }),
  ...listing,
  cursorKeeps: ["date"],
  run: async (actor, { limit = CHECK_IN_PAGE.fallback, offset = 0, filter, date, kind }) => {
    const timeZone = (await recordZones(actor, []))(null);
    const day = date ?? localTime(new Date().toISOString(), timeZone).slice(0, 10);
    const page = await listCheckIns({ actor, paging: { limit, offset }, filter: withKind(filter, kind), day, order: "NEWEST_FIRST" });
    return { date: day, timeZone, total: page.total, list: await namedCheckIns(actor, page.list) };
  },
  inWords: ({ date, timeZone, total, list }, { offset = 0 }) =>
    [`${pageSummary("admission(s)", total, offset, list.length)} Day ${withZoneNamed(date, timeZone)}.`, ...list.map((checkIn) => `- ${checkInInWords(checkIn)}`)].join("\n"),
});
