import { z } from "zod";
import { emailInput } from "@/lib/domain/customers/customer-schemas";
import { defineOperation } from "@/lib/domain/operations/operation";
import type { OrderRecord } from "@/lib/domain/order-records/order-record";
import { languageCode, recordId } from "@/lib/domain/shared/input-schemas";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";
import { createOrder } from "./create-order";
import { namedOrder, orderAnswer, orderInWords } from "./order-answer";
import { deskSaleInput, sellAtDesk } from "./sell-at-desk";

// Selling and holding in the operation catalog (docs/architecture.md, "The operation catalog"): the
// desk's sale (sell-at-desk.ts, the dashboard's Sell tickets page) and a hold of places for a visitor
// (create-order.ts, POST /v1/orders), run as the signed-in user, answered as order-answer.ts answers
// an order.

/** The order made, or its refusal; a refusal of one line (its details name the line, from 0) names the argument, lines.N, as the desk's refusals do. */
async function linesNamedIn(made: Promise<OrderRecord>): Promise<OrderRecord> {
  try {
    return await made;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { line, reason } = (Array.isArray(error.details) ? {} : (error.details ?? {})) as { line?: unknown; reason?: unknown };
    if (typeof line !== "number") throw error;
    // A card's refusal keeps its reason (NOT_THIS_MUSEUM, EXPIRED, …) in the words, which the detail replaces.
    const message = typeof reason === "string" ? `${error.message} (${reason})` : error.message;
    throw new AppError(error.code, message, [{ path: `lines.${line}`, message }]);
  }
}

/** What a line can be refused with, whether sold or held. */
const LINE_REFUSALS: readonly ErrorCode[] = ["TICKET_TYPE_NOT_FOUND", "TIME_SLOT_NOT_EXIST", "TIME_SLOT_CLOSED", "TIME_SLOT_FULL", "TICKET_TYPE_SOLD_OUT", "TICKET_TYPE_NOT_ON_SALE", "ORDER_MIXED_CURRENCIES", "MEMBERSHIP_NOT_VALID", "GUEST_LIMIT_REACHED"];

export const sellTicketsOperation = defineOperation({
  name: "sell_tickets",
  title: "Sell tickets at the desk",
  summary:
    "Sells tickets for one time slot as the front desk does: the order is made and confirmed at once, paid CASH or CARD, and its tickets " +
    "are emailed when an email address is given. A line with a member's card (membershipQrData, or membershipId from customer_memberships) " +
    "books the member's own free place on a members' ticket type, or their guests on other types, within the card's guestsPerVisit. " +
    "A group (name, size = the lines' quantities added up) gets one code for the whole group; print it from the dashboard's order page. " +
    "A line that cannot be sold is refused naming the line, and nothing is sold.",
  noun: "order",
  input: deskSaleInput,
  output: orderAnswer,
  answerKind: "record",
  need: "modify",
  effect: "creates",
  sendsEmail: true,
  audits: ["customer", "order", "ticket", "email"],
  webhooks: ["customer.created", "order.created", "order.confirmed", "ticket.created"],
  errors: LINE_REFUSALS,
  run: async (actor, input) => namedOrder(actor, await linesNamedIn(sellAtDesk({ actor, input }))),
  inWords: (order) => `Sold: ${orderInWords(order)}`,
});

export const holdOrderOperation = defineOperation({
  name: "hold_order",
  title: "Hold places for a visitor",
  summary:
    "Holds places in one time slot for a visitor without selling them: the order is HELD for 15 minutes (expiresAt), and the places count " +
    "as held, so nobody else gets them. confirm_order sells it (and emails the tickets when an email address is given), extend_order holds it " +
    "longer, cancel_order gives the places back; a hold left alone expires. A member's card on a line books as for sell_tickets. " +
    "A line that cannot be held is refused naming the line, and nothing is held.",
  noun: "order",
  input: z.strictObject({
    timeSlotId: recordId.describe("The time slot every place of the hold is for (an id from list_time_slots)."),
    lines: deskSaleInput.shape.lines,
    email: emailInput.optional().describe("Where the tickets are emailed once the order is confirmed."),
    customerId: recordId.optional().describe("The customer the order is for (an id from search_customers)."),
    language: languageCode.optional().describe("The language of the ticket email (en, de, …); without it the customer's, else the museum's default language."),
    group: deskSaleInput.shape.group,
  }),
  output: orderAnswer,
  answerKind: "record",
  need: "modify",
  effect: "creates",
  audits: ["order"],
  webhooks: ["order.created"],
  errors: [...LINE_REFUSALS, "CUSTOMER_NOT_FOUND"],
  run: async (actor, input) => namedOrder(actor, await linesNamedIn(createOrder({ actor, input }))),
  inWords: (order) => `Held: ${orderInWords(order)}`,
});
