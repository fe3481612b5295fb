import { z } from "zod";
import { checkInContracts } from "@/app/v1/check-ins/contract";
import { membershipEndpoints } from "@/app/v1/memberships/contract";
import { ticketContracts } from "@/app/v1/tickets/contract";
import { orderSchema } from "@/lib/domain/orders/order-schemas";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { timestamp } from "@/lib/domain/shared/answer-schemas";
import { endpointContract } from "@/lib/http/endpoint-contract";
import { customerEndpoints } from "./contract";

// The contract of GET /v1/customers/{id}/export (lib/http/endpoint-contract.ts; docs/operations.md,
// "Access requests"). Each record is described by the schema its own GET answers with.

const answeredBy = (contract: { success: { schema?: z.ZodType } }): z.ZodType => {
  if (!contract.success.schema) throw new Error("A GET without an answer schema cannot describe an export.");
  return contract.success.schema;
};

const exportedEmail = z.object({
  id: z.uuid(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  language: z.string(),
  status: z.string(),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
  text: z.string().nullable().describe("The email's text while it is kept (EMAIL_RETENTION_DAYS); null once removed"),
  html: z.string().nullable().describe("The email's HTML while it is kept; null once removed"),
});

const exportedAuditEntry = z.object({
  at: timestamp,
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.unknown().describe("The record before the change, as the API showed it; null once the audit values' time passed"),
  after: z.unknown().describe("The record after the change"),
});

const personExportSchema = z.object({
  format: z.literal("foyer.person-export.v1"),
  exportedAt: timestamp,
  museum: z.object({ id: z.uuid(), name: z.string() }),
  customer: answeredBy(customerEndpoints.get.contract),
  memberships: z.array(answeredBy(membershipEndpoints.get.contract)),
  orders: z.array(orderSchema).describe("Orders linked to the customer, and orders placed with its email address without a customer link"),
  tickets: z.array(answeredBy(ticketContracts.get)).describe("Tickets linked to the customer, and those of its orders linked to no other customer"),
  checkIns: z.array(answeredBy(checkInContracts.get)).describe("Admissions of those tickets and of its memberships"),
  emails: z.array(exportedEmail).describe("Emails sent for its memberships and orders or to its address"),
  auditEntries: z.array(exportedAuditEntry).describe("Audit entries about the customer, its memberships, orders, tickets and emails; who made each change is the staff's data and is left out"),
});

export const customerExportContract = endpointContract({
  summary: "Everything Foyer holds about a customer (GDPR Art. 15 and 20)",
  description:
    "One JSON document: the customer with its custom fields, its memberships, its orders (linked to it, or placed with its email address " +
    "without a customer link; an order with its address but linked to another customer is that customer's and is left out), their tickets, " +
    "check-ins, the emails sent to it (bodies while kept) and the audit entries about its records. Nothing of another person. " +
    "The export is recorded in the audit trail (entity customer, action export). Another museum's customer is 404 like a missing one.",
  tag: "Customers",
  params: idParams,
  success: { status: 200, description: "The person's data.", schema: personExportSchema },
  errors: ["NOT_FOUND"],
});
