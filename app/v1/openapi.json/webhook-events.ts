import { z } from "zod";
import { groupAdmissionSchema } from "@/lib/domain/check-ins/check-in-schemas";
import { checkOutSchema } from "@/lib/domain/occupancy/occupancy-schemas";
import { checkInContracts } from "@/app/v1/check-ins/contract";
import { customerEndpoints } from "@/app/v1/customers/contract";
import { membershipEndpoints } from "@/app/v1/memberships/contract";
import { orderContracts } from "@/app/v1/orders/contract";
import { reservationContracts } from "@/app/v1/ticket-reservations/contract";
import { ticketContracts } from "@/app/v1/tickets/contract";
import { timeSlotEndpoints } from "@/app/v1/time-slots/contract";
import { TEST_EVENT_TYPE, webhookEventTypes, type WebhookEventType } from "@/lib/domain/webhook-events/webhook-event-types";
import type { EndpointContract } from "@/lib/http/endpoint-contract";
import type { WebhookDescription } from "@/lib/openapi/webhooks";

// What each webhook event carries, for the `webhooks` of GET /v1/openapi.json (lib/openapi/webhooks.ts;
// docs/webhooks.md, "Events"). An event's data is the record as a GET answers it, so it is described
// by that GET's contract, the schema the route answers with. The table is keyed by every event type:
// one added to webhook-event-types.ts without an entry here does not compile.

interface RecordRead {
  dataIs: string;
  data: z.ZodType;
}

/** The record a GET answers with, named for the description. */
function asAnswered(noun: string, path: string, contract: EndpointContract): RecordRead {
  if (!contract.success.schema) throw new Error(`GET ${path} has no answer schema to describe webhook data with.`);
  return { dataIs: `the ${noun} as \`GET ${path}\` answers it at the moment of the change`, data: contract.success.schema };
}

const customer = asAnswered("customer", "/v1/customers/{id}", customerEndpoints.get.contract);
const order = asAnswered("order", "/v1/orders/{id}", orderContracts.get);
const ticket = asAnswered("ticket", "/v1/tickets/{id}", ticketContracts.get);
const checkIn = asAnswered("check-in", "/v1/check-ins/{id}", checkInContracts.get);
const checkOut = { dataIs: "the ended visit as `POST /v1/check-outs` answers it", data: checkOutSchema };
const timeSlot = asAnswered("time slot", "/v1/time-slots/{id}", timeSlotEndpoints.get.contract);
const reservation = asAnswered("reservation", "/v1/ticket-reservations/{id}", reservationContracts.get);
const membership = asAnswered("membership", "/v1/memberships/{id}", membershipEndpoints.get.contract);

const events: Record<WebhookEventType, RecordRead & { when: string }> = {
  "customer.created": { when: "a customer was created", ...customer },
  "customer.updated": { when: "a customer was changed", ...customer },
  "order.created": { when: "an order was held", ...order },
  "order.confirmed": { when: "a held order was confirmed: its lines became tickets", ...order },
  "order.cancelled": { when: "a held order was cancelled", ...order },
  "order.expired": { when: "a held order's hold ran out and was released", ...order },
  "order.personal_data_removed": { when: "the museum's retention round removed the order's personal details, days after its visit (personalDataRemovedAt is set)", ...order },
  "ticket.created": { when: "a ticket was sold, converted from a hold, or made by a confirmed order", ...ticket },
  "ticket.voided": { when: "a valid ticket was voided", ...ticket },
  "check_in.created": { when: "a ticket or a membership was admitted at the door (a refused scan sends nothing)", ...checkIn },
  "order.group_admitted": { when: "some of a group visit were let in on the group's code (each ticket let in also sends check_in.created)", dataIs: "the group admission as `POST /v1/check-ins` answers it for a group's code", data: groupAdmissionSchema },
  "checkout.created": { when: "a visit ended: an exit scan, or a visit never scanned out closed at its slot's end (checkOutKind CLOSED)", ...checkOut },
  "time_slot.created": { when: "a time slot was made, by hand or by a schedule", ...timeSlot },
  "time_slot.updated": { when: "a time slot was changed, by hand, by a change of its schedule or by a bulk change", ...timeSlot },
  "reservation.created": { when: "capacity was held", ...reservation },
  "reservation.cancelled": { when: "an active hold was cancelled", ...reservation },
  "reservation.expired": { when: "a hold ran out and was released", ...reservation },
  "membership.created": { when: "a membership was created", ...membership },
  "membership.updated": { when: "a membership was changed, except by its cancellation", ...membership },
  "membership.cancelled": { when: "a membership was cancelled", ...membership },
};

/** Every event Foyer sends: the subscribable ones, then the test event. */
export const webhookDescriptions: WebhookDescription[] = [
  ...webhookEventTypes.map((type) => ({ type, ...events[type] })),
  {
    type: TEST_EVENT_TYPE,
    when: "POST /v1/webhook-endpoints/{id}/test asked for it",
    dataIs: "the endpoint's id; it goes to that endpoint whatever it subscribes to",
    data: z.object({ endpointId: z.uuid() }),
  },
];
