import { z } from "zod";
import { queuedEmailSchema } from "@/lib/domain/membership-emails/membership-email-schemas";
import { createOrderBody, ORDER_LIMITS, orderSchema } from "@/lib/domain/orders/order-schemas";
import { idParams, listQuery } from "@/lib/domain/shared/input-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { endpointContract } from "@/lib/http/endpoint-contract";

// The contracts of /v1/orders and the routes under it (lib/http/endpoint-contract.ts; docs/orders.md).

const tag = "Orders";

const expiredNote = "A HELD order past its expiresAt reads as EXPIRED.";

export const orderContracts = {
  create: endpointContract({
    summary: "Hold several tickets at once",
    description:
      `Holds every line for ${ORDER_LIMITS.holdMinutes} minutes, or nothing. Lines are ticket types and quantities ` +
      `(1 to ${ORDER_LIMITS.maxQuantityPerLine} each, at most ${ORDER_LIMITS.maxLines} lines), all for the one timeSlotId when given. ` +
      "A line that cannot be held is answered with the code a reservation would get (TIME_SLOT_FULL, TICKET_TYPE_SOLD_OUT, " +
      "TICKET_TYPE_NOT_FOUND, TIME_SLOT_NOT_EXIST) and `details` naming the line ({ line, ticketTypeId, quantity }, line counted from 0); " +
      "no capacity is taken then. Orders and single reservations share the same capacity. " +
      "A member books with their card: a line carrying membershipQrData on a memberTicket type is the member's own place (free); " +
      "on other types, their guests at those types' prices. Per visit (membership and time slot, over every live order) a card books one member's place " +
      "and at most its guestsPerVisit guests (409 GUEST_LIMIT_REACHED); a card that does not admit on the day of the visit, or a memberTicket line without one, " +
      "is 422 MEMBERSHIP_NOT_VALID with the line and the reason in details. Instead of membershipQrData a line may carry membershipId " +
      "(a membership of the key's museum, as GET /v1/memberships lists them; not both): another museum's is MEMBERSHIP_NOT_VALID, reason NOT_THIS_MUSEUM. " +
      "An order with a group is a group visit: its lines must add up to group.size (else VALIDATION_ERROR on group.size), and once confirmed it has one " +
      "group code (groupQrData, GET /v1/orders/{id}/group-qr.png) besides its tickets.",
    tag,
    body: createOrderBody,
    success: { status: 201, description: "The held order.", schema: orderSchema },
    errors: ["TICKET_TYPE_NOT_FOUND", "TIME_SLOT_NOT_EXIST", "TIME_SLOT_CLOSED", "TIME_SLOT_FULL", "TICKET_TYPE_SOLD_OUT", "TICKET_TYPE_NOT_ON_SALE", "CUSTOMER_NOT_FOUND", "ORDER_MIXED_CURRENCIES", "MEMBERSHIP_NOT_VALID", "GUEST_LIMIT_REACHED"],
  }),
  list: endpointContract({
    summary: "List orders",
    description: `Filter with the filter language on the ORDER resource, e.g. EMAIL = 'ada@example.org' AND STATUS = 'CONFIRMED'. ${expiredNote}`,
    tag,
    query: listQuery,
    paging: DEFAULT_PAGING,
    success: { status: 200, description: "One page of orders.", schema: z.object({ total: z.int(), list: z.array(orderSchema) }) },
    errors: [],
  }),
  get: endpointContract({
    summary: "Get an order, with its lines and tickets",
    description: expiredNote,
    tag,
    params: idParams,
    success: { status: 200, description: "The order.", schema: orderSchema },
    errors: ["ORDER_NOT_FOUND"],
  }),
  cancel: endpointContract({
    summary: "Cancel a held order",
    description:
      "Releases everything the order holds at once. Idempotent: an order already cancelled or expired also answers 204. " +
      "A confirmed order is refused; void its tickets instead (POST /v1/tickets/{id}/void).",
    tag,
    params: idParams,
    success: { status: 204, description: "Cancelled; the capacity is free again." },
    errors: ["ORDER_NOT_FOUND", "ORDER_ALREADY_CONFIRMED"],
  }),
  extend: endpointContract({
    summary: "Hold an order longer",
    description:
      `A held order is held for another ${ORDER_LIMITS.holdMinutes} minutes from now, but never past ${ORDER_LIMITS.maxHoldMinutes} minutes ` +
      "after it was created: once expiresAt has reached that, 409 HOLD_EXTENSION_LIMIT.",
    tag,
    params: idParams,
    success: { status: 200, description: "The order with its new expiresAt.", schema: orderSchema },
    errors: ["ORDER_NOT_FOUND", "ORDER_EXPIRED", "ORDER_ALREADY_CONFIRMED", "ORDER_CANCELLED", "HOLD_EXTENSION_LIMIT"],
  }),
  confirm: endpointContract({
    summary: "Sell a held order: its lines become tickets",
    description:
      "Atomic and once: of two confirms at the same moment one makes the tickets and the other gets 409 ORDER_ALREADY_CONFIRMED. " +
      "An expired order gets 409 ORDER_EXPIRED and holds nothing. When the order has an email, the tickets are sent to it.",
    tag,
    params: idParams,
    success: { status: 200, description: "The confirmed order with its tickets and their codes.", schema: orderSchema },
    errors: ["ORDER_NOT_FOUND", "ORDER_EXPIRED", "ORDER_ALREADY_CONFIRMED", "ORDER_CANCELLED", "TIME_SLOT_CLOSED", "TICKET_TYPE_NOT_ON_SALE"],
  }),
  groupQrPng: endpointContract({
    summary: "A group visit's one code as a PNG image",
    description: "Content type image/png. The code holds the order's groupQrData: scanned with a count, it lets that many of the group in (POST /v1/check-ins).",
    tag,
    params: idParams,
    success: { status: 200, description: "A PNG image (image/png).", files: ["image/png"] },
    errors: ["ORDER_NOT_FOUND", "ORDER_NOT_A_GROUP"],
  }),
  sendTickets: endpointContract({
    summary: "Send the order's tickets by email (again)",
    description:
      "One email to the order's address in its language (English or German; other languages get English) with a QR code per valid ticket " +
      "and the visit's date and time in the location's time zone. Confirming an order with an email sends it already; this sends it again. " +
      "The email is written to the outbox and delivered by the worker; the answer does not wait for delivery.",
    tag,
    params: idParams,
    success: { status: 202, description: "The email is queued.", schema: queuedEmailSchema },
    errors: ["ORDER_NOT_FOUND", "ORDER_NOT_CONFIRMED", "ORDER_HAS_NO_EMAIL", "ORDER_HAS_NO_VALID_TICKETS"],
  }),
};
