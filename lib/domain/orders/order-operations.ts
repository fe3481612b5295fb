import { z } from "zod";
import { db } from "@/lib/db/client";
import { defineOperation, queuingEmail } from "@/lib/domain/operations/operation";
import { getOrder } from "@/lib/domain/order-records/get-order";
import { recordId } from "@/lib/domain/shared/input-schemas";
import { moneyInWords } from "@/lib/domain/shared/money-words";
import { voidTicket } from "@/lib/domain/tickets/void-ticket";
import { cancelOrder } from "./cancel-order";
import { confirmOrder } from "./confirm-order";
import { extendOrder } from "./extend-order";
import { queueTicketEmail } from "./queue-ticket-email";
import { namedOrder, orderAnswer, orderInWords, visitInWords, visitsOf } from "./order-answer";

// An order's changes in the operation catalog (docs/architecture.md, "The operation catalog"): confirm,
// cancel or extend a hold, send the tickets again and void a sold ticket, with the services of
// /v1/orders and /v1/tickets run as the signed-in user. Orders are answered as sale-operations.ts
// answers them: the visit, its zone and the ticket types named, the codes that admit left out.

const orderInput = z.strictObject({ orderId: recordId.describe("The order's id (a UUID), as list_orders and get_order show it.") });

/** What a change of a hold is refused with when the order is no longer HELD (order-refusal.ts). */
const NOT_HELD = ["ORDER_NOT_FOUND", "ORDER_ALREADY_CONFIRMED", "ORDER_CANCELLED", "ORDER_EXPIRED", "TIME_SLOT_CLOSED", "TICKET_TYPE_NOT_ON_SALE"] as const;

/** What every change of an order declares besides its own effect. */
const orderChange = { noun: "order", input: orderInput, output: orderAnswer, answerKind: "record", need: "modify" } as const;

export const confirmOrderOperation = defineOperation({
  ...orderChange,
  name: "confirm_order",
  title: "Confirm an order",
  summary:
    "Sells a held order: its places become tickets, once (a second confirm is ORDER_ALREADY_CONFIRMED). An order with an email " +
    "address gets its tickets by email. A hold whose time slot was closed, or whose ticket type was taken off sale, since it was made stays held and is refused.",
  effect: "changes",
  sendsEmail: true,
  audits: ["order", "ticket", "email"],
  webhooks: ["order.confirmed", "ticket.created"],
  errors: NOT_HELD,
  run: async (actor, { orderId: id }) => namedOrder(actor, await confirmOrder({ actor, id })),
  inWords: (order) => `Confirmed: ${orderInWords(order)}`,
});

export const cancelOrderOperation = defineOperation({
  ...orderChange,
  name: "cancel_order",
  title: "Cancel a held order",
  summary:
    "Releases every place a held order holds: the order is CANCELLED and its places can be sold again. An order already cancelled or " +
    "expired is answered as it is. A confirmed order cannot be cancelled (ORDER_ALREADY_CONFIRMED): void its tickets.",
  effect: "destroys",
  audits: ["order"],
  webhooks: ["order.cancelled"],
  errors: ["ORDER_NOT_FOUND", "ORDER_ALREADY_CONFIRMED"],
  run: async (actor, { orderId: id }) => {
    await cancelOrder({ actor, id });
    return namedOrder(actor, await getOrder({ actor, id }));
  },
  inWords: (order) => `${order.status === "CANCELLED" ? "Cancelled" : "Holds nothing any more"}: ${orderInWords(order)}`,
});

export const extendOrderOperation = defineOperation({
  ...orderChange,
  name: "extend_order",
  title: "Hold an order longer",
  summary: "Holds a held order 15 more minutes from now, never past 60 minutes after it was made (HOLD_EXTENSION_LIMIT).",
  effect: "changes",
  // Each call holds it 15 minutes more, up to the limit.
  repeatsAdd: true,
  audits: ["order"],
  webhooks: [],
  errors: [...NOT_HELD, "HOLD_EXTENSION_LIMIT"],
  run: async (actor, { orderId: id }) => namedOrder(actor, await extendOrder({ actor, id })),
  inWords: (order) => `Held longer: ${orderInWords(order)}`,
});

const queuedTickets = z.object({
  emailId: z.uuid(),
  status: z.literal("queued").describe("Always queued: the outbox delivers it."),
  orderId: z.uuid(),
  orderNumber: z.string().describe("The order's number, as people read it aloud."),
  to: z.string().describe("The order's email address, where the tickets go."),
  tickets: z.int().describe("How many valid tickets the email carries, one QR code each."),
});

export const sendOrderTicketsOperation = defineOperation({
  name: "send_order_tickets",
  title: "Send an order's tickets again",
  summary: "Emails a confirmed order's valid tickets, one QR code each, to the order's address again.",
  ...queuingEmail,
  about: "orderId",
  input: orderInput,
  output: queuedTickets,
  errors: ["ORDER_NOT_FOUND", "ORDER_NOT_CONFIRMED", "ORDER_HAS_NO_EMAIL", "ORDER_HAS_NO_VALID_TICKETS"],
  run: async (actor, { orderId }) => {
    const { emailId, status } = await queueTicketEmail({ actor, orderId });
    const order = await getOrder({ actor, id: orderId });
    return { emailId, status, orderId, orderNumber: order.number, to: order.email ?? "", tickets: order.tickets.filter((ticket) => ticket.status === "VALID").length };
  },
  inWords: (email) => `Queued the ${email.tickets} ticket(s) of order ${email.orderNumber} (${email.orderId}) to ${email.to} (email ${email.emailId}); the outbox delivers it.`,
});

const ticketAnswer = z.object({
  id: z.uuid(),
  status: z.string().describe("VALID, CANCELLED or VOIDED: a voided ticket no longer admits."),
  ticketTypeId: z.uuid(),
  ticketTypeName: z.string().describe("The ticket type's name."),
  price: z.int().describe("In minor units of `currency`."),
  currency: z.string().length(3),
  orderId: z.uuid().nullable().describe("The order it was sold in; null for a ticket sold otherwise."),
  orderNumber: z.string().nullable(),
  timeSlotId: z.uuid().nullable(),
  visit: orderAnswer.shape.visit.describe("The time slot the ticket is for (UTC instants, and local times in timeZone); null for a ticket without one."),
  timeZone: orderAnswer.shape.timeZone,
});

export const voidTicketOperation = defineOperation({
  name: "void_ticket",
  title: "Void a sold ticket",
  summary:
    "For a refund made elsewhere: the ticket is VOIDED, its place is free again and its QR code no longer admits. " +
    "A ticket already voided is answered as it is; a cancelled one is refused (TICKET_ALREADY_CANCELLED).",
  noun: "ticket",
  input: z.strictObject({ ticketId: recordId.describe("The ticket's id (a UUID), as get_order's tickets show it.") }),
  output: ticketAnswer,
  answerKind: "record",
  need: "modify",
  effect: "destroys",
  audits: ["ticket"],
  webhooks: ["ticket.voided"],
  errors: ["TICKET_NOT_FOUND", "TICKET_ALREADY_CANCELLED"],
  run: async (actor, { ticketId: id }) => {
    const { qrData: _code, reservationId: _reservation, customerId: _customer, createdAt: _created, updatedAt: _updated, ...ticket } = await voidTicket({ actor, id });
    const [named, visitOf] = await Promise.all([
      db().ticket.findFirstOrThrow({ where: { id, museumId: actor.museumId }, select: { ticketType: { select: { name: true } }, order: { select: { number: true } } } }),
      visitsOf(actor, [ticket.timeSlotId]),
    ]);
    return { ...ticket, ticketTypeName: named.ticketType.name, orderNumber: named.order?.number ?? null, ...visitOf(ticket.timeSlotId) };
  },
  inWords: (ticket) => {
    const order = ticket.orderNumber ? ` of order ${ticket.orderNumber}` : "";
    const state = ticket.status === "VOIDED" ? "VOIDED; its place is free again and its code no longer admits" : ticket.status;
    return [`Ticket ${ticket.id} (${ticket.ticketTypeName}, ${moneyInWords(ticket.price, ticket.currency)})${order} is ${state}.`, visitInWords(ticket)].join("\n");
  },
});
