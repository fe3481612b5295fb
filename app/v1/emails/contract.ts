import { z } from "zod";
import { emailListQuery, emailStatuses } from "@/lib/domain/emails/email-schemas";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { endpointContract } from "@/lib/http/endpoint-contract";
import { timestamp } from "@/lib/domain/shared/answer-schemas";

// The contracts of /v1/emails and /v1/emails/{id} (lib/http/endpoint-contract.ts).

const emailSchema = z.object({
  id: z.uuid(),
  membershipId: z.uuid().nullable(),
  orderId: z.uuid().nullable().describe("The order of a ticket email."),
  kind: z.string().describe("MEMBERSHIP_RECEIPT, MEMBERSHIP_CANCEL_SUBSCRIPTION, ORDER_TICKETS or DAILY_SUMMARY (to an owner or admin, docs/reports.md)."),
  to: z.string(),
  subject: z.string(),
  language: z.string(),
  status: z.enum(emailStatuses),
  attempts: z.number().int(),
  nextAttemptAt: timestamp.nullable().describe("When the worker tries again; null unless QUEUED."),
  lastError: z.string().nullable(),
  sentAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  history: z.array(
    z.object({
      attemptNumber: z.number().int(),
      transport: z.string(),
      startedAt: timestamp,
      finishedAt: timestamp.nullable(),
      ok: z.boolean(),
      error: z.string().nullable(),
    }),
  ),
});

const tag = "Emails";

export const emailContracts = {
  list: endpointContract({
    summary: "List the museum's outbox",
    description: "Every email the museum sent or is sending, oldest first, with each delivery attempt.",
    tag,
    query: emailListQuery,
    paging: DEFAULT_PAGING,
    success: { status: 200, description: "A page of emails.", schema: z.object({ total: z.number().int(), list: z.array(emailSchema) }) },
    errors: [],
  }),
  get: endpointContract({
    summary: "Follow one email's delivery",
    description: "The emailId answered by the send endpoints: its state (QUEUED, SENDING, SENT or FAILED after 3 attempts) and every attempt.",
    tag,
    params: idParams,
    success: { status: 200, description: "The email.", schema: emailSchema },
    errors: ["NOT_FOUND"],
  }),
};
