import type { WebhookEventType } from "@/lib/domain/webhook-events/webhook-event-types";

// The Webhooks page's records as the dashboard's routes answer them (JSON: dates are ISO strings;
// docs/webhooks.md, "Endpoints" and "Deliveries").

export interface EndpointRow {
  id: string;
  url: string;
  events: WebhookEventType[];
  description: string;
  enabled: boolean;
  /** Set when Foyer turned the endpoint off after three days of failed deliveries. */
  disabledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type EndpointWithSecret = EndpointRow & { secret: string };

export type DeliveryStatus = "QUEUED" | "SENDING" | "DELIVERED" | "FAILED";

export interface DeliveryRow {
  /** The webhook-id header of every attempt. */
  id: string;
  type: string;
  status: DeliveryStatus;
  attempts: number;
  createdAt: string;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  lastStatusCode: number | null;
  lastResponse: string | null;
  lastError: string | null;
}

export interface AttemptRow {
  attemptedAt: string;
  durationMs: number;
  statusCode: number | null;
  response: string | null;
  error: string | null;
}

export type DeliveryWithAttempts = DeliveryRow & { payload: unknown; tries: AttemptRow[] };

export interface Page<Row> {
  total: number;
  list: Row[];
}
