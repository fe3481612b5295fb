import { emailLanguage } from "@/lib/email/templates/messages";
import { dashboardApi } from "./dashboard-api";

// The outbox as the dashboard reads it (GET /api/dashboard/museums/:id/emails, newest first, and
// …/emails/:id for one email's content), and the words for its states and kinds.

export type OutboxStatus = "QUEUED" | "SENDING" | "SENT" | "FAILED";

export interface OutboxEmail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  language: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
  history: { attemptNumber: number; transport: string; startedAt: string; ok: boolean; error: string | null }[];
}

export interface EmailContent extends OutboxEmail {
  html: string;
  text: string;
  kept: boolean;
}

export const statusWords: Record<OutboxStatus, string> = { QUEUED: "Queued", SENDING: "Sending", SENT: "Sent", FAILED: "Failed" };
export const statusBadge: Record<OutboxStatus, string> = { QUEUED: "badge", SENDING: "badge badge-accent", SENT: "badge badge-success", FAILED: "badge badge-danger" };

const kindWords: Record<string, string> = {
  MEMBERSHIP_RECEIPT: "Membership email",
  MEMBERSHIP_CANCEL_SUBSCRIPTION: "Cancellation email",
  ORDER_TICKETS: "Tickets of an order",
  DAILY_SUMMARY: "Daily summary",
  WEBHOOK_ENDPOINT_DISABLED: "Webhook endpoint turned off",
};

export const kindWord = (kind: string) => kindWords[kind] ?? kind.toLowerCase().replaceAll("_", " ");

export function fetchOutbox(museumId: string, { limit, offset, customerId }: { limit: number; offset: number; customerId?: string }) {
  const customer = customerId ? `&customerId=${encodeURIComponent(customerId)}` : "";
  return dashboardApi<{ total: number; list: OutboxEmail[] }>(museumId, `emails?limit=${limit}&offset=${offset}${customer}`);
}

export function fetchEmail(museumId: string, id: string) {
  return dashboardApi<EmailContent>(museumId, `emails/${encodeURIComponent(id)}`);
}

/** The language a customer's membership emails are written in: theirs when the emails have it, else English. */
export const membershipEmailLanguage = (customerLanguage: string) => emailLanguage(customerLanguage);
