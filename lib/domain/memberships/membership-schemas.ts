import { z } from "zod";
import { timestamp } from "@/lib/domain/shared/answer-schemas";
import { isoDateInput, nameInput, patchOf, recordId } from "@/lib/domain/shared/input-schemas";
import { MAX_GUESTS_PER_VISIT } from "./guests-per-visit";
import { membershipStatuses } from "./membership-record";

const guestsPerVisit = z
  .int()
  .min(0)
  .max(MAX_GUESTS_PER_VISIT)
  .describe("How many guests the member may book beside their own place for one visit (one time slot). Default 0.");

const membershipFields = {
  name: nameInput.describe("What the membership is called, e.g. Jahreskarte."),
  validFrom: isoDateInput.describe("When it starts: ISO 8601 with an offset or Z."),
  validTo: isoDateInput.describe("When it ends, later than validFrom: ISO 8601 with an offset or Z."),
  autoRenew: z.boolean().describe("Whether it renews itself at its end (default false)."),
  guestsPerVisit,
};

export const createMembershipInput = z.strictObject({
  customerId: recordId.describe("The member's customer id (a UUID); CUSTOMER_NOT_FOUND if not one of the museum's."),
  ...membershipFields,
  autoRenew: membershipFields.autoRenew.optional(),
  guestsPerVisit: guestsPerVisit.optional(),
});

/** Setting status CANCELLED stamps cancelledAt; setting it back to ACTIVE clears it. */
export const updateMembershipInput = patchOf({
  ...membershipFields,
  status: z.enum(membershipStatuses).describe("CANCELLED ends it and stamps cancelledAt; ACTIVE takes a cancellation back."),
});

/** A membership as every door answers it. */
export const membershipAnswer = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  name: z.string(),
  validFrom: timestamp,
  validTo: timestamp,
  status: z.enum(membershipStatuses),
  autoRenew: z.boolean(),
  guestsPerVisit: z.int().describe("How many guests the member may book beside their own place for one visit (docs/orders.md)."),
  cancelledAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  qrData: z.string().describe("The signed content of the membership's QR code; check it with GET /v1/verify-membership-qr-code/{qrData}."),
});

export type CreateMembershipInput = z.output<typeof createMembershipInput>;
export type UpdateMembershipInput = z.output<typeof updateMembershipInput>;
