import { z } from "zod";
import { membershipStatuses } from "@/lib/domain/memberships/membership-record";
import { createMembershipInput, updateMembershipInput } from "@/lib/domain/memberships/membership-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { crudContracts } from "@/lib/http/crud-contracts";
import { timestamp } from "@/lib/domain/shared/answer-schemas";

// The contracts of /v1/memberships and /v1/memberships/{id} (lib/http/endpoint-contract.ts).

const membershipSchema = z.object({
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

export const membershipContracts = crudContracts({
  tag: "Memberships",
  noun: "membership",
  record: membershipSchema,
  create: createMembershipInput,
  update: updateMembershipInput,
  paging: DEFAULT_PAGING,
  notes: {
    create: "customerId must be a customer of this museum. validTo must be later than validFrom. guestsPerVisit (0 to 20) defaults to 0.",
    update: "status CANCELLED stamps cancelledAt; status ACTIVE clears it.",
  },
  errors: { create: ["CUSTOMER_NOT_FOUND"] },
});
