import { z } from "zod";
import { descriptionInput, languageCode, nameInput, patchOf, recordId } from "@/lib/domain/shared/input-schemas";

/** Whether a ticket of the type is admitted again after an exit (docs/admission.md, "Who is inside now"). */
export const ticketReentries = ["NONE", "SAME_DAY"] as const;
export type TicketReentry = (typeof ticketReentries)[number];

const currencies = new Set(Intl.supportedValuesOf("currency"));

const translation = z.strictObject({ language: languageCode, name: nameInput, description: descriptionInput.default("") });

const ticketTypeFields = {
  eventId: recordId,
  locationId: recordId.nullable(),
  name: nameInput,
  description: descriptionInput,
  /** In minor units of the currency (cents for EUR). */
  price: z.int().min(0).max(100_000_000),
  currency: z.string().refine((code) => currencies.has(code), "Expected an ISO 4217 currency code in upper case, e.g. EUR"),
  masterLanguage: languageCode,
  translations: z
    .array(translation)
    .max(50)
    .refine((list) => new Set(list.map((item) => item.language)).size === list.length, "Each language may appear only once"),
  maxQuantity: z.int().min(0).max(1_000_000),
  addOn: z.boolean(),
  published: z.boolean(),
  /** After an exit: NONE refuses the ticket (ALREADY_CHECKED_IN), SAME_DAY admits it again on the day of its first admission. */
  reentry: z.enum(ticketReentries),
  memberTicket: z
    .boolean()
    .describe("The member's own place when a member books with their card (docs/orders.md, \"Members book a slot\"): price 0, sold only on an order line that carries a current membership."),
};

export const createTicketTypeInput = patchOf(ticketTypeFields).required({
  eventId: true,
  name: true,
  price: true,
  masterLanguage: true,
  maxQuantity: true,
});
export const updateTicketTypeInput = patchOf(ticketTypeFields);

export type CreateTicketTypeInput = z.output<typeof createTicketTypeInput>;
export type UpdateTicketTypeInput = z.output<typeof updateTicketTypeInput>;
