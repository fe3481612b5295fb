import { emailLanguage } from "@/lib/email/templates/messages";
import { dashboardApi } from "./dashboard-api";

// The outbox as the dashboard reads it (GET /api/dashboard/museums/:id/emails, newest first, and
// …/emails/:id for one email's content), and the words for its states and kinds (catalogue namespace "Outbox").

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

export const statusBadge: Record<OutboxStatus, string> = { QUEUED: "badge", SENDING: "badge badge-accent", SENT: "badge badge-success", FAILED: "badge badge-danger" };

const namedKinds = ["MEMBERSHIP_RECEIPT", "MEMBERSHIP_CANCEL_SUBSCRIPTION", "ORDER_TICKETS", "DAILY_SUMMARY", "WEBHOOK_ENDPOINT_DISABLED"] as const;

/** The words of the "Outbox" catalogue namespace for a state and a kind of email, as useTranslations gives them. */
export type OutboxWords = (key: `status.${OutboxStatus}` | `kinds.${(typeof namedKinds)[number]}`) => string;

export const statusWord = (status: OutboxStatus, words: OutboxWords) => words(`status.${status}`);

/** What kind of email it is; an unnamed kind in lower-case words. */
export function kindWord(kind: string, words: OutboxWords): string {
  const named = namedKinds.find((candidate) => candidate === kind);
  return named ? words(`kinds.${named}`) : kind.toLowerCase().replaceAll("_", " ");
}

export function fetchOutbox(museumId: string, { limit, offset, customerId }: { limit: number; offset: number; customerId?: string }) {
  const customer = customerId ? `&customerId=${encodeURIComponent(customerId)}` : "";
  return dashboardApi<{ total: number; list: OutboxEmail[] }>(museumId, `emails?limit=${limit}&offset=${offset}${customer}`);
}

export function fetchEmail(museumId: string, id: string) {
  return dashboardApi<EmailContent>(museumId, `emails/${encodeURIComponent(id)}`);
}

/** The language a customer's membership emails are written in: theirs when the emails have it, else English. */
export const membershipEmailLanguage = (customerLanguage: string) => emailLanguage(customerLanguage);
