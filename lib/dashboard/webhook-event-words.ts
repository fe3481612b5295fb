import { TEST_EVENT_TYPE, type WebhookEventType } from "@/lib/domain/webhooks/webhook-event-types";

// The events an endpoint can be sent, in the words museum staff use, grouped as the page offers them.
// Each is sent when the change in docs/webhooks.md ("Events") happens, wherever it was made.

/** Every event type must have its words here: TypeScript refuses the page until a new one does. */
const eventWords: Record<WebhookEventType, string> = {
  "order.created": "An order is started (its tickets are held)",
  "order.confirmed": "An order is confirmed",
  "order.cancelled": "An order is cancelled",
  "order.expired": "An unconfirmed order runs out of time",
  "ticket.created": "A ticket is sold",
  "ticket.voided": "A ticket is voided",
  "check_in.created": "A visitor is let in at the door",
  "reservation.created": "Tickets are put on hold",
  "reservation.cancelled": "A hold is cancelled",
  "reservation.expired": "A hold runs out",
  "customer.created": "A customer is added",
  "customer.updated": "A customer’s details change",
  "membership.created": "A membership is added",
  "membership.updated": "A membership changes",
  "membership.cancelled": "A membership is cancelled",
  "time_slot.created": "A time slot is added",
  "time_slot.updated": "A time slot changes",
};

/** The checkbox groups of the endpoint form; webhook-event-words.test.ts checks each type is in one. */
export const eventGroups: { title: string; types: WebhookEventType[] }[] = [
  { title: "Orders", types: ["order.created", "order.confirmed", "order.cancelled", "order.expired"] },
  { title: "Tickets and visits", types: ["ticket.created", "ticket.voided", "check_in.created"] },
  { title: "Held tickets", types: ["reservation.created", "reservation.cancelled", "reservation.expired"] },
  { title: "Customers and memberships", types: ["customer.created", "customer.updated", "membership.created", "membership.updated", "membership.cancelled"] },
  { title: "Time slots", types: ["time_slot.created", "time_slot.updated"] },
];

/** The plain words for an event type; the type itself for one this page does not know. */
export function eventLabel(type: string): string {
  if (type === TEST_EVENT_TYPE) return "Test event";
  return (eventWords as Record<string, string>)[type] ?? type;
}
