import { TEST_EVENT_TYPE, webhookEventTypes, type WebhookEventType } from "@/lib/domain/webhook-events/webhook-event-types";

// The events an endpoint can be sent, in the words museum staff use, grouped as the page offers them.
// Each is sent when the change in docs/webhooks.md ("Events") happens, wherever it was made. The words
// are the "WebhookEvents" catalogue namespace (lib/i18n/messages).

type EventGroupKey = "orders" | "ticketsAndVisits" | "heldTickets" | "customersAndMemberships" | "timeSlots";

/**
 * The words of the "WebhookEvents" namespace, as useTranslations gives them. Every event type must have
 * its words there: TypeScript refuses a translator whose catalogue lacks one.
 */
export type WebhookEventWords = (key: `types.${WebhookEventType}` | `groups.${EventGroupKey}` | "test") => string;

/** The checkbox groups of the endpoint form; webhook-event-words.test.ts checks each type is in one. */
export const eventGroups: { key: EventGroupKey; types: WebhookEventType[] }[] = [
  { key: "orders", types: ["order.created", "order.confirmed", "order.cancelled", "order.expired", "order.personal_data_removed"] },
  { key: "ticketsAndVisits", types: ["ticket.created", "ticket.voided", "check_in.created", "order.group_admitted", "checkout.created"] },
  { key: "heldTickets", types: ["reservation.created", "reservation.cancelled", "reservation.expired"] },
  { key: "customersAndMemberships", types: ["customer.created", "customer.updated", "membership.created", "membership.updated", "membership.cancelled"] },
  { key: "timeSlots", types: ["time_slot.created", "time_slot.updated"] },
];

const isEventType = (type: string): type is WebhookEventType => (webhookEventTypes as readonly string[]).includes(type);

/** The plain words for an event type; the type itself for one this page does not know. */
export function eventLabel(type: string, words: WebhookEventWords): string {
  if (type === TEST_EVENT_TYPE) return words("test");
  return isEventType(type) ? words(`types.${type}`) : type;
}
