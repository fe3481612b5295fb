import { z } from "zod";
import { isoDateInput, nameInput, patchOf, recordId } from "@/lib/domain/shared/input-schemas";
import { membershipStatuses } from "./membership-record";

export const createMembershipInput = z.strictObject({
  customerId: recordId,
  name: nameInput,
  validFrom: isoDateInput,
  validTo: isoDateInput,
  autoRenew: z.boolean().optional(),
});

/** Setting status CANCELLED stamps cancelledAt; setting it back to ACTIVE clears it. */
export const updateMembershipInput = patchOf({
  name: nameInput,
  validFrom: isoDateInput,
  validTo: isoDateInput,
  autoRenew: z.boolean(),
  status: z.enum(membershipStatuses),
});

export type CreateMembershipInput = z.output<typeof createMembershipInput>;
export type UpdateMembershipInput = z.output<typeof updateMembershipInput>;
