import { z } from "zod";
import { checkInBody, checkInListQuery, checkInRefusalCodes, checkInSchema, groupAdmissionSchema } from "@/lib/domain/check-ins/check-in-schemas";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { endpointContract } from "@/lib/http/endpoint-contract";

// The contracts of /v1/check-ins and /v1/check-ins/{id} (lib/http/endpoint-contract.ts; docs/api.md, "Check-in").

const tag = "Check-in";

export const checkInContracts = {
  create: endpointContract({
    summary: "Admit a ticket or a member at the door",
    description:
      "Send the scanned code. A ticket admits exactly once, however many doors scan it at the same moment; a membership admits at every " +
      "visit, or once a day when the museum says so; a member with a booking for today is admitted into the booked slot as that ticket, and " +
      "without one the museum's walkInMembers setting decides (409 MEMBERSHIP_NOT_BOOKED when it refuses). Each refusal has its own code, so the door can say what to do: " +
      "409 ALREADY_CHECKED_IN and MEMBERSHIP_ALREADY_USED_TODAY carry firstCheckedInAt and entrance in details; " +
      "422 INVALID_CODE says nothing about why (forged, altered, another museum's, or not a code at all). " +
      "A group's code (an order's groupQrData) lets `count` of the group in at once, or all still to come without it, and answers kind GROUP " +
      "with admitted and remaining; a count past what is left is 409 ALREADY_CHECKED_IN with admitted, remaining, size, lastCheckedInAt and entrance in details, and lets no one in.",
    tag,
    body: checkInBody,
    success: { status: 201, description: "Admitted: the check-in, or for a group's code how many came in.", schema: z.union([checkInSchema, groupAdmissionSchema]) },
    errors: [...checkInRefusalCodes],
  }),
  list: endpointContract({
    summary: "List check-ins",
    description:
      "Oldest first. Filter with the filter language on the CHECK_IN fields (e.g. TICKET_ID, CHECKED_IN_AT); day (YYYY-MM-DD) keeps the admissions of one calendar day in the museum's time zone.",
    tag,
    query: checkInListQuery,
    paging: DEFAULT_PAGING,
    success: { status: 200, description: "One page of check-ins.", schema: z.object({ total: z.int(), list: z.array(checkInSchema) }) },
    errors: [],
  }),
  ofTicket: endpointContract({
    summary: "A ticket's check-ins",
    description: "Oldest first; a ticket admits once, so the list holds at most one check-in.",
    tag,
    params: idParams,
    paging: DEFAULT_PAGING,
    success: { status: 200, description: "One page of the ticket's check-ins.", schema: z.object({ total: z.int(), list: z.array(checkInSchema) }) },
    errors: ["TICKET_NOT_FOUND"],
  }),
  ofMembership: endpointContract({
    summary: "A membership's check-ins",
    description: "Oldest first: one per visit the card was admitted.",
    tag,
    params: idParams,
    paging: DEFAULT_PAGING,
    success: { status: 200, description: "One page of the membership's check-ins.", schema: z.object({ total: z.int(), list: z.array(checkInSchema) }) },
    errors: ["NOT_FOUND"],
  }),
  get: endpointContract({
    summary: "Get a check-in",
    tag,
    params: idParams,
    success: { status: 200, description: "The check-in.", schema: checkInSchema },
    errors: ["CHECK_IN_NOT_FOUND"],
  }),
};
