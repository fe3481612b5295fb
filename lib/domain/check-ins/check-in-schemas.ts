import { z } from "zod";
import { MAX_GROUP_SIZE } from "@/lib/domain/orders/order-schemas";
import { checkInKinds } from "@/lib/domain/shared/check-in-kinds";
import { listQuery } from "@/lib/domain/shared/input-schemas";
import { calendarDayInput } from "@/lib/domain/shared/zoned-day";
import { AppError } from "@/lib/errors/app-error";

/** What a door sends: the scanned code's whole content, and which entrance scanned it. */
export const checkInBody = z.strictObject({
  qrData: z.string().min(1).max(2048).describe("The scanned QR content, exactly as read (a ticket's or a membership's qrData)."),
  entrance: z.string().trim().min(1).max(100).optional().describe("Which door scanned it, e.g. Main entrance; shown when the code is scanned again."),
  count: z
    .int()
    .min(1)
    .max(MAX_GROUP_SIZE)
    .optional()
    .describe("For a group's code (an order's groupQrData): how many of the group are here. Without it, everyone of the group still to come is let in. Ignored for other codes."),
});
export type CheckInInput = z.output<typeof checkInBody>;

/** Every reason check-in refuses a scanned code (docs/admission.md, "The rules at the door"). */
export const checkInRefusalCodes = [
  "INVALID_CODE",
  "ALREADY_CHECKED_IN",
  "MEMBERSHIP_ALREADY_USED_TODAY",
  "TICKET_VOIDED",
  "TICKET_WRONG_DAY",
  "TICKET_SLOT_NOT_OPEN",
  "MEMBERSHIP_EXPIRED",
  "MEMBERSHIP_NOT_YET_VALID",
  "MEMBERSHIP_CANCELLED",
  "MEMBERSHIP_NOT_BOOKED",
  "LOCATION_FULL",
] as const;

export type CheckInRefusalCode = (typeof checkInRefusalCodes)[number];

const refusalCodeSet = new Set<string>(checkInRefusalCodes);

/**
 * The error when it is a refusal of the scanned code, which the door shows as an answer (the scanner,
 * GraphQL's checkIn, the staff tool); null when it is any other error, which stays an error.
 */
export function checkInRefusal(error: unknown): (AppError & { code: CheckInRefusalCode }) | null {
  return error instanceof AppError && refusalCodeSet.has(error.code) ? (error as AppError & { code: CheckInRefusalCode }) : null;
}

/** A time slot as the door reads it: when it starts and ends. */
const checkInTimeSlot = z.object({ id: z.uuid(), startsAt: z.iso.datetime(), endsAt: z.iso.datetime() });

export const checkInSchema = z.object({
  id: z.uuid(),
  kind: z.enum(checkInKinds),
  checkedInAt: z.iso.datetime(),
  entrance: z.string().nullable(),
  ticketId: z.uuid().nullable(),
  membershipId: z.uuid().nullable(),
  visitorName: z.string().nullable().describe("The ticket's or membership's customer, to compare with the visitor."),
  admits: z.string().describe("The ticket type's or the membership's name."),
  timeSlot: checkInTimeSlot.nullable().describe("The ticket's time slot, if it has one."),
  timeZone: z.string().describe("The IANA time zone the door reads this admission's times in: the slot's location's, else the ticket type's location's, else the museum's."),
});

/** What a group's code answers: how many it let in now and how many may still come (docs/admission.md, "Groups"). */
export const groupAdmissionSchema = z.object({
  kind: z.literal("GROUP"),
  orderId: z.uuid().describe("The group visit's order."),
  groupName: z.string(),
  leaderName: z.string().nullable(),
  size: z.int().describe("How many the group is."),
  admitted: z.int().describe("How many this scan let in."),
  remaining: z.int().describe("How many of the group may still come in on its code."),
  checkedInAt: z.iso.datetime(),
  entrance: z.string().nullable(),
  checkInIds: z.array(z.uuid()).describe("The check-ins of this scan, one per ticket of the group let in."),
  timeSlot: checkInTimeSlot.nullable(),
  timeZone: z.string().describe("The IANA time zone the group's times are read in."),
});

/** GET /v1/check-ins: the filter, and one calendar day of the museum's time zone. */
export const checkInListQuery = listQuery.extend({
  day: calendarDayInput.optional().describe("Only admissions on this calendar day (YYYY-MM-DD) in the museum's time zone."),
});
