import type { WebhookEventType } from "@/lib/domain/webhook-events/webhook-event-types";

// A webhook endpoint as the API answers it: never with its secret (docs/webhooks.md, "Endpoints").
export interface WebhookEndpointRecord {
  id: string;
  url: string;
  events: WebhookEventType[];
  description: string;
  enabled: boolean;
  /** When Foyer turned the endpoint off after its deliveries failed for three days; null otherwise. */
  disabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const webhookEndpointSelect = { id: true, url: true, events: true, description: true, enabled: true, disabledAt: true, createdAt: true, updatedAt: true } as const;

export function toWebhookEndpointRecord(row: Omit<WebhookEndpointRecord, "events"> & { events: string }): WebhookEndpointRecord {
  return { ...row, events: JSON.parse(row.events) as WebhookEventType[] };
}

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    webhookEndpoint: WebhookEndpointRecord | { previousSecretExpiresAt: Date };
  }
}
