import { idParams } from "@/lib/domain/shared/input-schemas";
import { erasureSummarySchema } from "@/lib/domain/customers/customer-schemas";
import { endpointContract } from "@/lib/http/endpoint-contract";

// The contract of POST /v1/customers/{id}/erase (lib/http/endpoint-contract.ts, docs/operations.md "Erasure on request").

export const customerErasureContract = endpointContract({
  summary: "Erase a customer's personal data (GDPR Art. 17)",
  description:
    "In one transaction: the name becomes \"Erased customer\", email and member number are removed, custom field values deleted, " +
    "memberships cancelled, orders lose their email, and the customer's data is removed from the email outbox, webhook deliveries, " +
    "the audit trail and stored Idempotency-Key answers. The customer keeps its id and erasedAt is set; tickets stay as anonymous sales. " +
    "Erasing again answers 200 with zero counts.",
  tag: "Customers",
  params: idParams,
  success: { status: 200, description: "What was erased, counted per kind.", schema: erasureSummarySchema },
  errors: ["NOT_FOUND"],
});
