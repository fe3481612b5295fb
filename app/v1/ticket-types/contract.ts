import { z } from "zod";
import { createTicketTypeInput, ticketReentries, updateTicketTypeInput } from "@/lib/domain/ticket-types/ticket-type-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { crudContracts } from "@/lib/http/crud-contracts";
import { timestamp } from "@/lib/domain/shared/answer-schemas";

// The contracts of /v1/ticket-types and /v1/ticket-types/{id} (lib/http/endpoint-contract.ts).

/** Also the record of GET /v1/events/{id}/ticket-types. */
export const ticketTypeSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  locationId: z.uuid().nullable(),
  name: z.string(),
  description: z.string(),
  price: z.int().min(0).describe("In minor units of currency (cents for EUR)"),
  currency: z.string().describe("ISO 4217"),
  masterLanguage: z.string().describe("Language of name and description"),
  translations: z.array(z.object({ language: z.string(), name: z.string(), description: z.string() })),
  maxQuantity: z.int().min(0),
  availableQuantity: z.int().min(0).describe("maxQuantity minus live holds and sold tickets"),
  soldOut: z.boolean(),
  addOn: z.boolean(),
  published: z.boolean(),
  reentry: z.enum(ticketReentries).describe("After an exit scan: NONE refuses the ticket (ALREADY_CHECKED_IN); SAME_DAY admits it again on the day of its first admission."),
  memberTicket: z.boolean().describe("The member's own place when a member books with their card: free, sold only on an order line that carries a current membership (docs/orders.md)."),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const ticketTypeContracts = crudContracts({
  tag: "Ticket types",
  noun: "ticket type",
  record: ticketTypeSchema,
  create: createTicketTypeInput,
  update: updateTicketTypeInput,
  paging: DEFAULT_PAGING,
  notes: {
    create:
      "eventId and locationId must belong to this museum. currency defaults to the museum's default currency. " +
      "Each translation language may appear once. published, addOn and memberTicket default to false; reentry defaults to NONE. " +
      "A memberTicket type is free: a price other than 0 is refused (MEMBER_TICKET_NOT_FREE).",
    update:
      "translations, when sent, replaces the whole set. maxQuantity may not drop below what is held and sold (CAPACITY_BELOW_USAGE). " +
      "A memberTicket type keeps price 0 (MEMBER_TICKET_NOT_FREE).",
    delete: "Refused with IN_USE once reservations or tickets exist for the ticket type.",
  },
  errors: {
    create: ["EVENT_NOT_FOUND", "LOCATION_NOT_FOUND", "MEMBER_TICKET_NOT_FREE"],
    update: ["EVENT_NOT_FOUND", "LOCATION_NOT_FOUND", "CAPACITY_BELOW_USAGE", "MEMBER_TICKET_NOT_FREE"],
    delete: ["IN_USE"],
  },
});
