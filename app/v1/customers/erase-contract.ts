import { z } from "zod";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { timestamp } from "@/lib/domain/shared/answer-schemas";
import { endpointContract } from "@/lib/http/endpoint-contract";

// The contract of POST /v1/customers/{id}/erase (lib/http/endpoint-contract.ts, docs/operations.md "Erasure on request").

const count = (what: string) => z.number().int().describe(what);

const erasureSummarySchema = z.object({
  customerId: z.uuid(),
  erasedAt: timestamp,
  customFieldValues: count("Custom field values deleted"),
  memberships: count("Memberships cancelled, so their QR codes no longer admit"),
  orders: count("Orders whose email was removed"),
  emails: count("Outbox emails whose address, content and QR data were removed"),
  emailAttempts: count("Delivery attempts whose error text was removed"),
  webhookDeliveries: count("Webhook deliveries whose payload was replaced by an erased marker"),
  auditEntries: count("Audit entries whose values were nulled (ids and field names kept)"),
  idempotencyRecords: count("Stored Idempotency-Key answers deleted"),
  savedFilters: count("Saved filters whose conditions or name held the person's data, now without it"),
});

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
