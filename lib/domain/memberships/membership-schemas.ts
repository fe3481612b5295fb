import { z } from "zod";
import { isoDateInput, nameInput, patchOf, recordId } from "@/lib/domain/shared/input-schemas";
import { MAX_GUESTS_PER_VISIT } from "./guests-per-visit";
import { membershipStatuses } from "./membership-record";

const guestsPerVisit = z
  .int()
  .min(0)
  .max(MAX_GUESTS_PER_VISIT)
  .describe("How many guests the member may book beside their own place for one visit (one time slot). Default 0.");

export const createMembershipInput = z.strictObject({
  customerId: recordId,
  name: nameInput,
  validFrom: isoDateInput,
  validTo: isoDateInput,
  autoRenew: z.boolean().optional(),
  guestsPerVisit: guestsPerVisit.optional(),
});

/** Setting status CANCELLED stamps cancelledAt; setting it back to ACTIVE clears it. */
export const updateMembershipInput = patchOf({
  name: nameInput,
  validFrom: isoDateInput,
  validTo: isoDateInput,
  autoRenew: z.boolean(),
  guestsPerVisit,
  status: z.enum(membershipStatuses),
});

export type CreateMembershipInput = z.output<typeof createMembershipInput>;
export type UpdateMembershipInput = z.output<typeof updateMembershipInput>;
