import { z } from "zod";
import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { createCustomer } from "@/lib/domain/customers/create-customer";
import { deleteCustomer } from "@/lib/domain/customers/delete-customer";
import { emailInput } from "@/lib/domain/customers/customer-schemas";
import { languageCode, nameInput, recordId } from "@/lib/domain/shared/input-schemas";
import { AppError } from "@/lib/errors/app-error";
import { cancelOrder } from "./cancel-order";
import { confirmOrder } from "./confirm-order";
import { createOrder } from "./create-order";
import type { OrderRecord } from "@/lib/domain/order-records/order-record";
import { paymentMethods } from "@/lib/domain/order-records/order-record";
import { groupInput, ORDER_LIMITS, orderLineInput } from "./order-schemas";

// A sale at the front desk (docs/orders.md, "Selling at the desk"): the order is made and confirmed
// in one step, with how the visitor paid noted on it.

export const deskSaleInput = z.strictObject({
  timeSlotId: recordId.describe("The time slot every ticket of the sale is for."),
  lines: z.array(orderLineInput).min(1).max(ORDER_LIMITS.maxLines).describe("The tickets, one line per ticket type."),
  paymentMethod: z.enum(paymentMethods).describe("How the visitor paid at the desk: CASH or CARD."),
  email: emailInput.optional().describe("Where the tickets are emailed; a customer with this address is linked to the order."),
  name: nameInput.optional().describe("The visitor's name: makes a new customer when no customer has the email address."),
  language: languageCode
    .optional()
    .describe("The language of the ticket email and of a new customer (en, de, …); without it the customer's, else the museum's default language."),
  /** A group visit sold at the desk (docs/orders.md, "Group visits"). */
  group: groupInput.optional(),
});

export type DeskSaleInput = z.output<typeof deskSaleInput>;

/** What staff read next to the line a refusal points at; other codes keep their own message. */
const lineRefusals: Partial<Record<string, (typeName: string, quantity: number) => string>> = {
  TICKET_TYPE_SOLD_OUT: (typeName, quantity) => `${typeName}: not enough left to sell ${quantity}.`,
  TIME_SLOT_FULL: (typeName, quantity) => `${typeName}: the time slot has no room for ${quantity} more.`,
  TIME_SLOT_CLOSED: (typeName) => `${typeName}: this time slot is closed and sells nothing.`,
  TICKET_TYPE_NOT_ON_SALE: (typeName) => `${typeName}: not on sale (it or its event is not published).`,
};

/**
 * Holds every line for the slot, then confirms the order at once, so the visitor leaves with tickets.
 * A refused line is answered with its code and `details: [{ path: "lines.N", message }]` in plain
 * words; a hold whose confirmation is refused is released rather than left to expire.
 */
export async function sellAtDesk({ actor, input }: { actor: Actor; input: DeskSaleInput }): Promise<OrderRecord> {
  const customer = await deskCustomer(actor, input);
  let held: OrderRecord;
  try {
    held = await createOrder({ actor, input: { timeSlotId: input.timeSlotId, lines: input.lines, email: input.email, customerId: customer?.id, language: input.language, group: input.group }, paymentMethod: input.paymentMethod });
  } catch (error) {
    // Nothing was sold, so a customer made for this sale goes again rather than linger without a visit.
    if (customer?.created) await deleteCustomer({ actor, id: customer.id });
    throw await linePointed(actor, input, error);
  }
  try {
    return await confirmOrder({ actor, id: held.id });
  } catch (error) {
    await cancelOrder({ actor, id: held.id });
    throw error;
  }
}

/** The customer the sale is for: the museum's customer with that email, else a new one when a name was given. */
async function deskCustomer(actor: Actor, input: DeskSaleInput): Promise<{ id: string; created: boolean } | undefined> {
  if (input.email) {
    const known = await db().customer.findFirst({ where: { museumId: actor.museumId, email: input.email }, select: { id: true }, orderBy: { createdAt: "asc" } });
    if (known) return { id: known.id, created: false };
  }
  if (!input.name) return undefined;
  const created = await createCustomer({ actor, input: { name: input.name, email: input.email, language: input.language } });
  return { id: created.id, created: true };
}

async function linePointed(actor: Actor, input: DeskSaleInput, error: unknown): Promise<unknown> {
  if (!(error instanceof AppError)) return error;
  const { line } = (error.details ?? {}) as { line?: unknown };
  const words = lineRefusals[error.code];
  if (typeof line !== "number" || !words) return error;
  const { ticketTypeId, quantity } = input.lines[line]!;
  const type = await db().ticketType.findFirst({ where: { id: ticketTypeId, museumId: actor.museumId }, select: { name: true } });
  const message = words(type?.name ?? "This ticket type", quantity);
  return new AppError(error.code, message, [{ path: `lines.${line}`, message }]);
}
