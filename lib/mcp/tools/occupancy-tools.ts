import { z } from "zod";
import { gql } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, CREATES, graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { localTime } from "@/lib/domain/shared/zoned-day";
import { museumId } from "./shared-inputs";

// Who is inside now (docs/mcp.md, "Admission"; docs/admission.md, "Who is inside now"): scan a visitor
// out at an exit, and say in words how many are inside each location against its limit.

const CHECK_OUT = gql(`
  mutation CheckOutVisitor($museumId: ID!, $qrData: String!, $entrance: String) {
    checkOut(museumId: $museumId, qrData: $qrData, entrance: $entrance) {
      checkedOut
      checkOut { checkInId kind ticketId membershipId locationId checkedInAt checkedOutAt entrance mayReenterToday }
      refusal { code message }
    }
  }
`);

const checkOutInput = z.object({
  museumId,
  qrData: z.string().min(1).max(2048).describe("The entire content of the ticket's or membership's QR code, exactly as scanned at the exit."),
  entrance: z.string().min(1).max(100).optional().describe("Which door the visitor leaves by, e.g. Main entrance."),
});

export const checkOutVisitor: ToolDefinition<typeof checkOutInput> = {
  name: "check_out_visitor",
  title: "Scan a visitor out at an exit",
  description:
    "Ends the visit of the ticket or member whose QR code was scanned at an exit, so they no longer count as inside their location. " +
    "Answers checkedOut true (and whether the ticket may come back in today: its ticket type allows same-day re-entry), or false with " +
    "NOT_CHECKED_IN (the code is not inside) or INVALID_CODE. Every role may run it, door staff included.",
  input: checkOutInput,
  output: {
    checkedOut: z.boolean(),
    checkOut: z
      .object({
        checkInId: z.string(),
        kind: z.enum(["TICKET", "MEMBERSHIP"]),
        locationId: z.string().nullable(),
        checkedInAt: z.string(),
        checkedOutAt: z.string(),
        entrance: z.string().nullable(),
        mayReenterToday: z.boolean().describe("Whether the code admits again today."),
      })
      .nullable(),
    refusal: z.object({ code: z.enum(["INVALID_CODE", "NOT_CHECKED_IN"]), message: z.string() }).nullable(),
  },
  need: "verify",
  annotations: CREATES,
  async run({ museumId, qrData, entrance }, context) {
    const { checkOut: result } = await graphql(context, CHECK_OUT, { museumId, qrData, entrance });
    if (!result.checkedOut) {
      const refusal = answered(result.refusal);
      return { summary: `Not scanned out (${refusal.code}): ${refusal.message}`, data: { checkedOut: false, checkOut: null, refusal } };
    }
    const { ticketId: _ticket, membershipId: _membership, ...checkOut } = answered(result.checkOut);
    const again = checkOut.mayReenterToday ? " The ticket may come back in today." : " The code does not admit again.";
    return { summary: `Scanned out${checkOut.entrance ? ` at ${checkOut.entrance}` : ""}.${again}`, data: { checkedOut: true, checkOut, refusal: null } };
  },
};

const OCCUPANCY = gql(`
  query OccupancyNow($museumId: ID!) {
    museum(id: $museumId) {
      timezone
      occupancy { locationId inside maxOccupancy updatedAt }
      locations(limit: 500) { list { id name timezone } }
    }
  }
`);

export const occupancyNow: ToolDefinition<z.ZodObject<{ museumId: typeof museumId }>> = {
  name: "occupancy_now",
  title: "Who is inside now",
  description:
    "How many visitors are inside each location of the museum now (admitted and not yet scanned out), against the location's limit " +
    "(maxOccupancy; a check-in past it is refused LOCATION_FULL), and when the count last changed, in the location's time zone.",
  input: z.object({ museumId }),
  output: {
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
  },
  need: "read",
  annotations: READ_ONLY,
  async run({ museumId }, context) {
    const museum = answered((await graphql(context, OCCUPANCY, { museumId })).museum);
    const places = new Map((museum.locations?.list ?? []).map((location) => [location.id, location]));
    const locations = museum.occupancy.map((entry) => {
      const place = places.get(entry.locationId);
      const timeZone = place?.timezone ?? museum.timezone;
      return {
        locationId: entry.locationId,
        name: place?.name ?? entry.locationId,
        inside: entry.inside,
        maxOccupancy: entry.maxOccupancy ?? null,
        updatedAtLocal: entry.updatedAt ? localTime(entry.updatedAt, timeZone) : null,
        timeZone,
      };
    });
    const lines = locations.map((l) => `- ${l.name}: ${l.inside} inside${l.maxOccupancy === null ? " (no limit)" : ` of at most ${l.maxOccupancy}${l.inside >= l.maxOccupancy ? ", full" : ""}`}`);
    return { summary: locations.length === 0 ? "The museum has no locations." : `Inside now:\n${lines.join("\n")}`, data: { locations } };
  },
};
