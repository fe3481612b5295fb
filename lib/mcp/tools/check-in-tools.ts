import { z } from "zod";
import { pageSummary } from "@/lib/domain/operations/operation";
import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, CREATES, graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { localTime } from "@/lib/domain/shared/zoned-day";
import { calendarDay, museumDay } from "../zoned-days";
import { limit, museumId, offset, totalOutput, type PageRule } from "./shared-inputs";
import { checkInRefusalCodes } from "@/lib/domain/check-ins/check-in-schemas";

// The door's tools (docs/mcp.md, "Admission"): admit a visitor by the scanned code, see who came in
// on a day, and each slot's sold, held and admitted. Days and local times are the museum's
// (Museum.timezone), the zone the check-in service counts days in.

const PAGE: PageRule = { max: 200, fallback: 50 };

const CHECK_IN_FIELDS = gql(`
  fragment CheckInFields on CheckIn {
    id kind checkedInAt entrance ticketId membershipId visitorName admits timeSlot { startsAt endsAt } timeZone
  }
`);

type CheckIn = ResultOf<typeof CHECK_IN_FIELDS>;

const checkInOutput = z.object({
  id: z.string(),
  kind: z.enum(["TICKET", "MEMBERSHIP"]),
  checkedInAt: z.string().describe("UTC instant of the admission."),
  checkedInAtLocal: z.string().describe("checkedInAt as the wall-clock time in timeZone, YYYY-MM-DD HH:mm."),
  timeZone: z.string().describe("IANA zone of the local times: the slot's location's, else the ticket type's, else the museum's."),
  entrance: z.string().nullable().describe("The door that scanned the code, if it said."),
  ticketId: z.string().nullable(),
  membershipId: z.string().nullable(),
  visitorName: z.string().nullable().describe("The ticket's or membership's customer."),
  admits: z.string().describe("The ticket type's or the membership's name."),
  slotStartsAtLocal: z.string().nullable().describe("The ticket's time slot start, local; null for a membership or a ticket without a slot."),
});

type ZonedCheckIn = z.infer<typeof checkInOutput>;

function zonedCheckIn(checkIn: CheckIn): ZonedCheckIn {
  const { timeSlot, ...rest } = checkIn;
  return {
    ...rest,
    kind: checkIn.kind,
    checkedInAtLocal: localTime(checkIn.checkedInAt, checkIn.timeZone),
    slotStartsAtLocal: timeSlot ? localTime(timeSlot.startsAt, checkIn.timeZone) : null,
  };
}

/** "- 2027-03-01 10:32 Europe/Vienna, Main entrance: Hedy Lamarr, Adult (ticket, slot 10:00) [id]". */
function checkInLine(checkIn: ZonedCheckIn): string {
  const where = checkIn.entrance ? `, ${checkIn.entrance}` : "";
  const slot = checkIn.slotStartsAtLocal ? `, slot ${checkIn.slotStartsAtLocal.slice(11)}` : "";
  const kind = checkIn.kind === "TICKET" ? "ticket" : "membership";
  return `- ${checkIn.checkedInAtLocal} ${checkIn.timeZone}${where}: ${checkIn.visitorName ?? "no name"}, ${checkIn.admits} (${kind}${slot}) [${checkIn.id}]`;
}

const CHECK_IN = gql(
  `mutation CheckInVisitor($museumId: ID!, $qrData: String!, $entrance: String, $count: Int) {
    checkIn(museumId: $museumId, qrData: $qrData, entrance: $entrance, count: $count) {
      admitted
      checkIn { ...CheckInFields }
      group { orderId groupName leaderName size admitted remaining checkedInAt entrance timeZone }
      refusal { code message firstCheckedInAt entrance slotStartsAt opensAt validFrom validTo timeZone admitted remaining size inside maxOccupancy }
    }
  }`,
  [CHECK_IN_FIELDS],
);

const checkInInput = z.object({
  museumId,
  qrData: z.string().min(1).max(2048).describe("The entire content of the ticket's or membership's QR code, exactly as scanned."),
  entrance: z.string().min(1).max(100).optional().describe("Which door is admitting, e.g. Main entrance; shown if the code is scanned again."),
  count: z.number().int().min(1).max(1000).optional().describe("For a group visit's code: how many of the group are here. Without it, everyone of the group still to come is let in."),
});

const groupOutput = z.object({
  orderId: z.string(),
  groupName: z.string(),
  leaderName: z.string().nullable(),
  size: z.number().int().describe("How many the group is."),
  admitted: z.number().int().describe("How many this scan let in."),
  remaining: z.number().int().describe("How many of the group may still come in on its code."),
  checkedInAtLocal: z.string().describe("When, as the wall-clock time in timeZone, YYYY-MM-DD HH:mm."),
  entrance: z.string().nullable(),
  timeZone: z.string(),
});


const refusalOutput = z.object({
  code: z.enum(checkInRefusalCodes).describe("Why the code does not admit; the same codes as POST /v1/check-ins."),
  message: z.string().describe("What to tell the visitor, in one sentence."),
  firstCheckedInAtLocal: z.string().nullable().describe("ALREADY_CHECKED_IN, MEMBERSHIP_ALREADY_USED_TODAY: when the code was used, local time."),
  entrance: z.string().nullable().describe("ALREADY_CHECKED_IN, MEMBERSHIP_ALREADY_USED_TODAY: where it was used."),
  slotStartsAtLocal: z.string().nullable().describe("TICKET_WRONG_DAY, TICKET_SLOT_NOT_OPEN: the slot's start, local time."),
  opensAtLocal: z.string().nullable().describe("TICKET_SLOT_NOT_OPEN: when the door opens for the slot, local time."),
  validFromLocal: z.string().nullable().describe("Membership refusals: the first day the card admits."),
  validToLocal: z.string().nullable().describe("Membership refusals: the last day the card admits."),
  timeZone: z.string().nullable().describe("IANA zone of the local times; null when the refusal has none."),
  groupAdmitted: z.number().int().nullable().describe("ALREADY_CHECKED_IN for a group's code: how many of the group came in so far."),
  groupRemaining: z.number().int().nullable().describe("ALREADY_CHECKED_IN for a group's code: how many may still come in (ask for at most this many)."),
  inside: z.number().int().nullable().describe("LOCATION_FULL: how many visitors are inside the location now."),
  maxOccupancy: z.number().int().nullable().describe("LOCATION_FULL: how many the location admits at once."),
});

export const checkInVisitor: ToolDefinition<typeof checkInInput> = {
  name: "check_in_visitor",
  title: "Admit a visitor at the door",
  description:
    "Admits the ticket or member whose QR code was scanned, and records the admission: a ticket admits once, a membership at every visit " +
    "(or once a day when the museum says so); a member with a booking for today is admitted into the booked slot, and without one the museum's " +
    "walkInMembers setting decides (MEMBERSHIP_NOT_BOOKED when it refuses). Answers admitted true with the visitor's name and ticket type or membership, or admitted false " +
    "with the reason code (ALREADY_CHECKED_IN with when and where, INVALID_CODE, TICKET_VOIDED, TICKET_WRONG_DAY, TICKET_SLOT_NOT_OPEN, " +
    "MEMBERSHIP_EXPIRED, MEMBERSHIP_NOT_YET_VALID, MEMBERSHIP_CANCELLED, MEMBERSHIP_ALREADY_USED_TODAY, MEMBERSHIP_NOT_BOOKED, LOCATION_FULL with how many are " +
    "inside and the most at once: the visitor waits until someone leaves). A group visit's code lets `count` of the group in " +
    "at once (all still to come without it) and answers group with how many came and how many are still to come; asking for more than are left lets no one in. " +
    "Every role may run it, door staff included.",
  input: checkInInput,
  output: {
    admitted: z.boolean().describe("True when the visitor may enter."),
    checkIn: checkInOutput.nullable().describe("The admission, when a ticket or member was admitted."),
    group: groupOutput.nullable().describe("How many of a group came in, when a group's code was scanned."),
    refusal: refusalOutput.nullable().describe("Why not, when not admitted."),
  },
  need: "verify",
  annotations: CREATES,
  async run({ museumId, qrData, entrance, count }, context) {
    const { checkIn: result } = await graphql(context, CHECK_IN, { museumId, qrData, entrance, count });
    if (result.admitted && result.group) {
      const { checkedInAt, ...rest } = result.group;
      const group = { ...rest, checkedInAtLocal: localTime(checkedInAt, rest.timeZone) };
      const still = group.remaining > 0 ? `${group.remaining} still to come on the group's code.` : "The whole group is in.";
      return { summary: `Let in ${group.admitted} of ${group.groupName} (${group.size} in the group). ${still}`, data: { admitted: true, checkIn: null, group, refusal: null } };
    }
    if (result.admitted) {
      const checkIn = zonedCheckIn(answered(result.checkIn));
      return { summary: `Admitted: ${checkIn.visitorName ?? "no name"}, ${checkIn.admits}.\n${checkInLine(checkIn)}`, data: { admitted: true, checkIn, group: null, refusal: null } };
    }
    const refused = answered(result.refusal);
    const local = (instant: string | null | undefined) => (instant && refused.timeZone ? localTime(instant, refused.timeZone) : null);
    const refusal = {
      code: refused.code,
      message: refused.message,
      firstCheckedInAtLocal: local(refused.firstCheckedInAt),
      entrance: refused.entrance ?? null,
      slotStartsAtLocal: local(refused.slotStartsAt),
      opensAtLocal: local(refused.opensAt),
      validFromLocal: local(refused.validFrom)?.slice(0, 10) ?? null,
      validToLocal: local(refused.validTo)?.slice(0, 10) ?? null,
      timeZone: refused.timeZone ?? null,
      groupAdmitted: refused.admitted ?? null,
      groupRemaining: refused.remaining ?? null,
      inside: refused.inside ?? null,
      maxOccupancy: refused.maxOccupancy ?? null,
    };
    const when = refusal.firstCheckedInAtLocal ? ` First used ${refusal.firstCheckedInAtLocal} ${refusal.timeZone}${refusal.entrance ? `, ${refusal.entrance}` : ""}.` : "";
    const full = refusal.inside !== null && refusal.maxOccupancy !== null ? ` ${refusal.inside} inside, at most ${refusal.maxOccupancy} at once.` : "";
    return { summary: `Refused (${refusal.code}): ${refusal.message}${when}${full}`, data: { admitted: false, checkIn: null, group: null, refusal } };
  },
};

const dayOfMuseum = calendarDay.optional().describe("The day (YYYY-MM-DD) in the museum's time zone; default today there.");

const CHECK_INS = gql(
  `query DayCheckIns($museumId: ID!, $day: String!, $filter: String, $limit: Int, $offset: Int) {
    museum(id: $museumId) { checkIns(day: $day, filter: $filter, limit: $limit, offset: $offset) { total list { ...CheckInFields } } }
  }`,
  [CHECK_IN_FIELDS],
);

const listInput = z.object({
  museumId,
  date: dayOfMuseum,
  kind: z.enum(["TICKET", "MEMBERSHIP"]).optional().describe("Only ticket holders or only members; default both."),
  limit: limit(PAGE),
  offset,
});

export const listCheckIns: ToolDefinition<typeof listInput> = {
  name: "list_check_ins",
  title: "Who came in",
  description:
    "Lists the visitors admitted at the door on one day of the museum's time zone (default today), newest first: when, at which entrance, " +
    "the visitor's name and their ticket type or membership. total is the day's number of admissions.",
  input: listInput,
  output: { date: z.string().describe("The day, YYYY-MM-DD."), timeZone: z.string().describe("The museum's IANA time zone, whose day it is."), total: totalOutput, list: z.array(checkInOutput) },
  need: "read",
  annotations: READ_ONLY,
  async run({ museumId, date: given, kind, limit = PAGE.fallback, offset = 0 }, context) {
    const { date, timeZone } = await museumDay(context, museumId, given);
    const filter = kind && JSON.stringify({ operator: "EQUAL", fieldName: "KIND", value: kind });
    const checkIns = answered(answered((await graphql(context, CHECK_INS, { museumId, day: date, filter, limit, offset })).museum).checkIns);
    const list = checkIns.list.map(zonedCheckIn);
    const heading = `${pageSummary("admission(s)", checkIns.total, offset, list.length)} Day ${date} (${timeZone}).`;
    return { summary: [heading, ...list.map(checkInLine)].join("\n"), data: { date, timeZone, total: checkIns.total, list } };
  },
};
