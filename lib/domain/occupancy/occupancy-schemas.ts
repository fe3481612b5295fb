import { z } from "zod";
import { checkInKinds } from "@/lib/domain/shared/check-in-kinds";

/** What a door sends at an exit: the scanned code, and which exit scanned it. */
export const checkOutBody = z.strictObject({
  qrData: z.string().min(1).max(2048).describe("The scanned QR content, exactly as read (a ticket's or a membership's qrData)."),
  entrance: z.string().trim().min(1).max(100).optional().describe("Which door scanned the exit, e.g. Main entrance."),
});
export type CheckOutInput = z.output<typeof checkOutBody>;

export const checkOutKinds = ["SCAN", "CLOSED"] as const;

export const checkOutSchema = z.object({
  checkInId: z.uuid().describe("The admission whose visit ended."),
  kind: z.enum(checkInKinds),
  ticketId: z.uuid().nullable(),
  membershipId: z.uuid().nullable(),
  locationId: z.uuid().nullable().describe("The location the visit counted in; null when it counted in none."),
  checkedInAt: z.iso.datetime(),
  checkedOutAt: z.iso.datetime(),
  entrance: z.string().nullable().describe("Which door scanned the exit."),
  checkOutKind: z.enum(checkOutKinds).describe("SCAN: an exit scan. CLOSED: never scanned out, closed at the slot's end."),
  mayReenterToday: z.boolean().describe("Whether the code admits again today (its ticket type's reentry is SAME_DAY)."),
});

export const occupancySchema = z.object({
  locationId: z.uuid(),
  inside: z.int().describe("Visitors inside now: admissions at this location whose visit has not ended."),
  maxOccupancy: z.int().nullable().describe("How many may be inside at once; null: no limit."),
  updatedAt: z.iso.datetime().nullable().describe("When inside last changed; null before the first admission."),
});
