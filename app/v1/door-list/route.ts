import { z } from "zod";
import { walkInMemberRules } from "@/lib/domain/museums/museum-settings-schemas";
import { ticketReentries } from "@/lib/domain/ticket-types/ticket-type-schemas";
import { doorList } from "@/lib/domain/check-ins/door-list";
import { apiRoute } from "@/lib/http/api-route";

const slot = z.object({ id: z.uuid(), startsAt: z.iso.datetime(), endsAt: z.iso.datetime() });

const doorListSchema = z.object({
  museumId: z.uuid(),
  day: z.string().describe("Today, YYYY-MM-DD in the museum's time zone."),
  timeZone: z.string(),
  membershipAdmission: z.enum(["EVERY_VISIT", "ONCE_A_DAY"]),
  walkInMembers: z.enum(walkInMemberRules).describe("What a card without a booking for today does (GET /v1/settings); offline, WHEN_ROOM needs the server."),
  generatedAt: z.iso.datetime(),
  keys: z.array(z.object({ id: z.string(), algorithm: z.literal("Ed25519"), publicKey: z.string(), current: z.boolean() })),
  tickets: z.array(
    z.object({
      codeHash: z.string().describe("How a device finds a scanned ticket code here: SHA-256 of \"ticket:<id of the code>\", base64url (docs/admission.md, \"Offline\")."),
      visitorName: z.string().nullable(),
      admits: z.string(),
      admitsTranslations: z.record(z.string(), z.string()).describe("The ticket type's name by language code, where it is translated."),
      timeSlot: slot.nullable(),
      timeZone: z.string().describe("The zone the slot's times are read in: its location's, or the museum's."),
      opensAt: z.iso.datetime().nullable(),
      voided: z.boolean(),
      checkedInAt: z.iso.datetime().nullable().describe("Its first admission."),
      entrance: z.string().nullable(),
      reentry: z.enum(ticketReentries).describe("SAME_DAY: admitted again after an exit, on the day of its first admission; NONE: once."),
      left: z.boolean().describe("Whether the visit of its latest admission has ended (an exit scan, or closed at the slot's end)."),
    }),
  ),
  memberships: z.array(
    z.object({
      codeHash: z.string().describe("SHA-256 of \"membership:<id of the code>\", base64url."),
      visitorName: z.string(),
      admits: z.string(),
      status: z.string(),
      validFrom: z.iso.datetime(),
      validTo: z.iso.datetime(),
      lastCheckedInAt: z.iso.datetime().nullable(),
      lastEntrance: z.string().nullable().describe("The entrance of that admission."),
      bookings: z.array(z.string()).describe("The codeHash of each of today's tickets on this list that the card booked as the member's own place: the card admits into it."),
    }),
  ),
});

export const GET = apiRoute(
  {
    summary: "Today's door list, for admitting offline",
    description:
      "What a door device keeps to admit visitors without a connection: the public keys, today's tickets (voided ones included, " +
      "marked) and the museum's current memberships (docs/admission.md, \"Offline\"). Fetch it again every few minutes while online.",
    tag: "Check-in",
    success: { status: 200, description: "The door list.", schema: doorListSchema },
    errors: [],
  },
  ({ actor }) => doorList({ actor }),
);
