import { z } from "zod";
import { checkInSchema } from "./check-in-schemas";

/** At most this many scans per request; a phone sends a longer queue in several. */
export const MAX_SCANS_PER_SYNC = 500;
/** A scan older than this is refused as input: no phone stays offline for a week at a door. */
export const MAX_SCAN_AGE_DAYS = 7;

export const phoneDecisions = ["ADMITTED", "REFUSED"] as const;
export const offlineOutcomes = ["ADMITTED", "REFUSED", "CONFLICT"] as const;

const offlineScan = z.strictObject({
  scanId: z.uuid().describe("The phone's own id for this scan; sending it again returns the first answer and stores nothing new."),
  qrData: z.string().min(1).max(2048).describe("The scanned QR content, exactly as read."),
  entrance: z.string().trim().min(1).max(100).optional(),
  scannedAt: z.iso.datetime({ offset: true }).describe("When the phone scanned it."),
  phoneDecision: z.enum(phoneDecisions).describe("What the phone told the door person."),
  phoneReason: z.string().max(60).optional().describe("The phone's refusal code, when it refused."),
});

export const offlineSyncBody = z.strictObject({
  deviceId: z.string().trim().min(1).max(100).describe("A name the phone keeps for itself, shown to staff beside its scans."),
  scans: z.array(offlineScan).min(1).max(MAX_SCANS_PER_SYNC),
});
export type OfflineSyncInput = z.output<typeof offlineSyncBody>;

export const offlineScanSchema = z.object({
  id: z.uuid(),
  scanId: z.uuid(),
  deviceId: z.string(),
  entrance: z.string().nullable(),
  scannedAt: z.iso.datetime(),
  syncedAt: z.iso.datetime(),
  kind: z.enum(["TICKET", "MEMBERSHIP"]).nullable(),
  ticketId: z.uuid().nullable(),
  membershipId: z.uuid().nullable(),
  phoneDecision: z.enum(phoneDecisions),
  outcome: z
    .enum(offlineOutcomes)
    .describe("ADMITTED: the phone admitted, the server agrees, stored as a check-in. REFUSED: the phone refused (never admits), or the code is not this museum's. CONFLICT: the phone admitted a code the server refuses."),
  reason: z.string().nullable().describe("The refusal's code when not admitted: the phone's for REFUSED (e.g. NOT_ON_DOOR_LIST), the server's for CONFLICT (e.g. ALREADY_CHECKED_IN, TICKET_VOIDED)."),
  checkInId: z.uuid().nullable().describe("The check-in this scan stored; for a conflict on a code already used, the earlier one it collided with."),
});

export const offlineSyncSchema = z.object({
  admitted: z.int(),
  refused: z.int(),
  conflicts: z.int(),
  scans: z.array(offlineScanSchema.extend({ checkIn: checkInSchema.nullable() })),
});
