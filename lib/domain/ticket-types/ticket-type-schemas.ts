import { z } from "zod";
import { timestamp } from "@/lib/domain/shared/answer-schemas";
import { descriptionInput, languageCode, nameInput, patchOf, recordId } from "@/lib/domain/shared/input-schemas";

/** Whether a ticket of the type is admitted again after an exit (docs/admission.md, "Who is inside now"). */
export const ticketReentries = ["NONE", "SAME_DAY"] as const;
export type TicketReentry = (typeof ticketReentries)[number];

const currencies = new Set(Intl.supportedValuesOf("currency"));

const translation = z
  .strictObject({
    language: languageCode.describe("The translation's language: a two-letter lower-case ISO 639-1 code, e.g. de."),
    name: nameInput.describe("The name in that language."),
    description: descriptionInput.default("").describe("The description in that language (default empty)."),
  })
  .describe("One language's name and description.");

const ticketTypeFields = {
  eventId: recordId.describe("The event the ticket type is for (an id from list_events)."),
  locationId: recordId.nullable().describe("Where the ticket is valid (an id from list_locations); null: none."),
  name: nameInput.describe("The name in the master language, e.g. Adult."),
  description: descriptionInput.describe("What the ticket includes, in the master language (default empty)."),
  price: z.int().min(0).max(100_000_000).describe("Price in minor units of the currency: 1250 is 12.50 EUR."),
  currency: z
    .string()
    .refine((code) => currencies.has(code), "Expected an ISO 4217 currency code in upper case, e.g. EUR")
    .describe("ISO 4217 code, e.g. EUR (default: the museum's currency)."),
  masterLanguage: languageCode.describe("The language of name and description: a two-letter lower-case ISO 639-1 code, e.g. en."),
  translations: z
    .array(translation)
    .max(50)
    .refine((list) => new Set(list.map((item) => item.language)).size === list.length, "Each language may appear only once")
    .describe("Names in other languages than the master language, one entry per language; on a change, the whole set."),
  maxQuantity: z.int().min(0).max(1_000_000).describe("How many tickets of this type may be sold in all."),
  addOn: z.boolean().describe("Sold only together with another ticket (default false)."),
  published: z.boolean().describe("Offered to the public, when its event is published too (default false)."),
  reentry: z
    .enum(ticketReentries)
    .describe("After an exit: NONE (default) refuses the ticket at the door as already used; SAME_DAY lets it in again on the day of its first admission."),
  memberTicket: z
    .boolean()
    .describe(
      "The member's own place when a member books with their card (docs/orders.md, \"Members book a slot\"): price 0 (else MEMBER_TICKET_NOT_FREE), " +
        "counts against the slot like any ticket, sold only on an order line that carries a current membership (default false).",
    ),
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

/** A ticket type as it leaves a door, with what may still be sold, live. */
export const ticketTypeAnswer = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  locationId: z.uuid().nullable(),
  name: z.string().describe("In the master language."),
  description: z.string(),
  price: z.int().min(0).describe("In minor units of currency (cents for EUR)"),
  currency: z.string().describe("ISO 4217"),
  masterLanguage: z.string().describe("Language of name and description"),
  translations: z.array(z.object({ language: z.string(), name: z.string(), description: z.string() })).describe("Names in other languages."),
  maxQuantity: z.int().min(0),
  availableQuantity: z.int().min(0).describe("maxQuantity minus live holds and sold tickets"),
  soldOut: z.boolean(),
  addOn: z.boolean().describe("Sold only together with another ticket."),
  published: z.boolean().describe("Offered to the public, when its event is published too."),
  reentry: z.enum(ticketReentries).describe("After an exit scan: NONE refuses the ticket (ALREADY_CHECKED_IN); SAME_DAY admits it again on the day of its first admission."),
  memberTicket: z.boolean().describe("The member's own place when a member books with their card: free, sold only on an order line that carries a current membership (docs/orders.md)."),
  createdAt: timestamp,
  updatedAt: timestamp,
});
