import { z } from "zod";
import { recordPlaces } from "@/lib/domain/locations/record-zones";
import { defineOperation } from "@/lib/domain/operations/operation";
import { checkInKinds } from "@/lib/domain/shared/check-in-kinds";
import { localTime, withZoneNamed } from "@/lib/domain/shared/zoned-day";
import { checkOut, checkOutRefusal, checkOutRefusalCodes, type CheckOutRecord } from "./check-out";
import { occupancy } from "./occupancy";
import { checkOutBody } from "./occupancy-schemas";

// Who is inside now in the operation catalog (docs/architecture.md, "The operation catalog"; docs/mcp.md,
// "Admission"; docs/admission.md, "Who is inside now"): scan a visitor out at an exit, and say how many
// are inside each location against its limit. Each answer names the location and reads its times in
// the location's zone (else the museum's own), the zone named.

const checkOutAnswer = z.object({
  checkInId: z.string(),
  kind: z.enum(checkInKinds),
  locationId: z.string().nullable(),
  locationName: z.string().nullable().describe("The location the visit counted in; null when it counted in none."),
  checkedInAt: z.string(),
  checkedOutAt: z.string(),
  checkedOutAtLocal: z.string().describe("checkedOutAt as the wall-clock time in timeZone, YYYY-MM-DD HH:mm."),
  timeZone: z.string().describe("IANA zone of the local time: the location's, else the museum's own."),
  entrance: z.string().nullable(),
  mayReenterToday: z.boolean().describe("Whether the code admits again today."),
});

export const checkOutVisitorOperation = defineOperation({
  name: "check_out_visitor",
  title: "Scan a visitor out at an exit",
  summary:
    "Ends the visit of the ticket or member whose QR code was scanned at an exit, so they no longer count as inside their location. " +
    "Answers checkedOut true (and whether the ticket may come back in today: its ticket type allows same-day re-entry), or false with " +
    "NOT_CHECKED_IN (the code is not inside) or INVALID_CODE. Every role may run it, door staff included.",
  noun: "check-out",
  input: z.strictObject({
    qrData: checkOutBody.shape.qrData.describe("The entire content of the ticket's or membership's QR code, exactly as scanned at the exit."),
    entrance: checkOutBody.shape.entrance.describe("Which door the visitor leaves by, e.g. Main entrance."),
  }),
  output: z.object({
    checkedOut: z.boolean(),
    checkOut: checkOutAnswer.nullable(),
    refusal: z.object({ code: z.enum(checkOutRefusalCodes), message: z.string() }).nullable(),
  }),
  answerKind: "done",
  need: "verify",
  effect: "creates",
  audits: ["checkIn"],
  webhooks: ["checkout.created"],
  // A code that is not inside, or not one of the museum's, is an answer (refusal.code), not an error.
  errors: [],
  run: async (actor, input) => {
    let left: CheckOutRecord;
    try {
      left = await checkOut({ actor, input });
    } catch (error) {
      const refusal = checkOutRefusal(error);
      if (!refusal) throw error;
      return { checkedOut: false, checkOut: null, refusal: { code: refusal.code, message: refusal.message } };
    }
    const { ticketId: _ticket, membershipId: _membership, checkOutKind: _kind, ...visit } = left;
    const place = (await recordPlaces(actor, [visit.locationId]))(visit.locationId);
    const ended = { ...visit, locationName: place.name, checkedOutAtLocal: localTime(visit.checkedOutAt.toISOString(), place.timeZone), timeZone: place.timeZone };
    return { checkedOut: true, checkOut: ended, refusal: null };
  },
  inWords: ({ checkOut: visit, refusal }) => {
    if (!visit) return `Not scanned out (${refusal!.code}): ${refusal!.message}`;
    const again = visit.mayReenterToday ? " The ticket may come back in today." : " The code does not admit again.";
    const of = visit.locationName ? ` of ${visit.locationName}` : "";
    return `Scanned out${of}${visit.entrance ? ` at ${visit.entrance}` : ""}, ${withZoneNamed(visit.checkedOutAtLocal, visit.timeZone)}.${again}`;
  },
});

export const occupancyNowOperation = defineOperation({
  name: "occupancy_now",
  title: "Who is inside now",
  summary:
    "How many visitors are inside each location of the museum now (admitted and not yet scanned out), against the location's limit " +
    "(maxOccupancy; a check-in past it is refused LOCATION_FULL), and when the count last changed, in the location's time zone.",
  noun: "occupancy",
  input: z.strictObject({}),
  output: z.object({
    locations: z.array(
      z.object({
        locationId: z.string(),
        name: z.string(),
        inside: z.int(),
        maxOccupancy: z.int().nullable(),
        updatedAtLocal: z.string().nullable().describe("When inside last changed, YYYY-MM-DD HH:mm in timeZone."),
        timeZone: z.string(),
      }),
    ),
  }),
  answerKind: "done",
  need: "read",
  effect: "reads",
  audits: [],
  webhooks: [],
  errors: [],
  run: async (actor) => {
    const [counts, placeOf] = await Promise.all([occupancy({ actor }), recordPlaces(actor)]);
    const locations = counts.map((entry) => {
      const place = placeOf(entry.locationId);
      const updatedAtLocal = entry.updatedAt ? localTime(entry.updatedAt.toISOString(), place.timeZone) : null;
      return { locationId: entry.locationId, name: place.name ?? entry.locationId, inside: entry.inside, maxOccupancy: entry.maxOccupancy, updatedAtLocal, timeZone: place.timeZone };
    });
    return { locations };
  },
  inWords: ({ locations }) => {
    if (locations.length === 0) return "The museum has no locations.";
    const lines = locations.map((l) => `- ${l.name}: ${l.inside} inside${l.maxOccupancy === null ? " (no limit)" : ` of at most ${l.maxOccupancy}${l.inside >= l.maxOccupancy ? ", full" : ""}`}`);
    return `Inside now:\n${lines.join("\n")}`;
  },
});
