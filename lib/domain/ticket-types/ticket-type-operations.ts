import { z } from "zod";
import { defineOperation, listing, pageInWords, lookUp, pageInput, removalOperation } from "@/lib/domain/operations/operation";
import { pageOf } from "@/lib/domain/shared/answer-schemas";
import { recordId } from "@/lib/domain/shared/input-schemas";
import { moneyInWords } from "@/lib/domain/shared/money-words";
import { createTicketType } from "./create-ticket-type";
import { deleteTicketType } from "./delete-ticket-type";
import { getTicketType } from "./get-ticket-type";
import { listTicketTypes } from "./list-ticket-types";
import { createTicketTypeInput, ticketTypeAnswer, updateTicketTypeInput } from "./ticket-type-schemas";
import { updateTicketType } from "./update-ticket-type";

// Ticket types in the operation catalog (docs/architecture.md, "The operation catalog"): what an
// event sells, at which price, how many, and to whom.

/** "Adult (id): 12.50 EUR, 40 of 100 left, members' own place, not published". */
function ticketTypeInWords(type: z.output<typeof ticketTypeAnswer>): string {
  const marks = [
    type.memberTicket ? "members' own place" : "",
    type.addOn ? "sold only with another ticket" : "",
    type.reentry === "SAME_DAY" ? "may come back in the same day" : "",
    type.published ? "" : "not published",
  ].filter(Boolean);
  const left = type.soldOut ? "sold out" : `${type.availableQuantity} of ${type.maxQuantity} left`;
  return `${type.name} (${type.id}) for event ${type.eventId}: ${moneyInWords(type.price, type.currency)}, ${left}${marks.map((mark) => `, ${mark}`).join("")}`;
}

const ticketTypeId = recordId.describe("The ticket type's id (a UUID), as list_ticket_types shows it.");

const TICKET_TYPE_PAGE = { max: 200, fallback: 50 };

export const listTicketTypesOperation = defineOperation({
  name: "list_ticket_types",
  title: "List ticket types",
  summary:
    "Lists a museum's ticket types, published or not, oldest first, with price in minor units (cents), live availableQuantity and soldOut. " +
    "filter fields: NAME, PRICE, CURRENCY, MAX_QUANTITY, ADD_ON, PUBLISHED, EVENT_ID, EVENT.NAME.",
  noun: "ticket type",
  input: pageInput(TICKET_TYPE_PAGE).extend({ eventId: recordId.optional().describe("Only this event's ticket types (an id from list_events).") }),
  output: pageOf(ticketTypeAnswer),
  ...listing,
  run: (actor, { limit = TICKET_TYPE_PAGE.fallback, offset = 0, filter, eventId }) => listTicketTypes({ actor, paging: { limit, offset }, filter, eventId }),
  inWords: pageInWords("ticket type", ticketTypeInWords),
});

export const getTicketTypeOperation = defineOperation({
  name: "get_ticket_type",
  title: "Look up a ticket type",
  summary: "Shows one ticket type: its event, price, how many are left, whether it is published, and its names in other languages.",
  noun: "ticket type",
  input: z.strictObject({ ticketTypeId }),
  output: ticketTypeAnswer,
  ...lookUp,
  run: (actor, { ticketTypeId: id }) => getTicketType({ actor, id }),
  inWords: ticketTypeInWords,
});

export const createTicketTypeOperation = defineOperation({
  name: "create_ticket_type",
  title: "Add a ticket type",
  summary:
    "Adds a ticket type to an event. eventId and locationId must be the museum's; currency defaults to the museum's. " +
    "reentry says whether its tickets may come back in after an exit the same day; memberTicket makes it the free place members book with their card " +
    "(price 0, else MEMBER_TICKET_NOT_FREE). published, addOn and memberTicket default to false.",
  noun: "ticket type",
  input: createTicketTypeInput,
  output: ticketTypeAnswer,
  answerKind: "record",
  need: "modify",
  effect: "creates",
  audits: ["ticketType"],
  webhooks: [],
  errors: ["EVENT_NOT_FOUND", "LOCATION_NOT_FOUND", "MEMBER_TICKET_NOT_FREE"],
  run: (actor, input) => createTicketType({ actor, input }),
  inWords: (type) => `Added the ticket type ${ticketTypeInWords(type)}.`,
});

export const updateTicketTypeOperation = defineOperation({
  name: "update_ticket_type",
  title: "Change or publish a ticket type",
  summary:
    "Changes a ticket type's name, price, how many may be sold, or its other fields, or publishes it (published true) or takes it off sale (false); " +
    "what is not given stays. translations, when given, replaces the whole set. maxQuantity may not drop below what is held and sold " +
    "(CAPACITY_BELOW_USAGE); a memberTicket type keeps price 0 (MEMBER_TICKET_NOT_FREE).",
  noun: "ticket type",
  input: updateTicketTypeInput.extend({ ticketTypeId }),
  output: ticketTypeAnswer,
  answerKind: "record",
  need: "modify",
  effect: "changes",
  audits: ["ticketType"],
  webhooks: [],
  errors: ["NOT_FOUND", "EVENT_NOT_FOUND", "LOCATION_NOT_FOUND", "CAPACITY_BELOW_USAGE", "MEMBER_TICKET_NOT_FREE"],
  run: (actor, { ticketTypeId: id, ...input }) => updateTicketType({ actor, id, input }),
  inWords: (type) => `Changed the ticket type: ${ticketTypeInWords(type)}.`,
});

export const deleteTicketTypeOperation = removalOperation({
  name: "delete_ticket_type",
  title: "Remove a ticket type",
  summary: "Removes a ticket type for good. Refused with IN_USE once reservations or tickets exist for it; take it off sale instead (update_ticket_type, published false).",
  noun: "ticket type",
  recordId: { name: "ticketTypeId", schema: ticketTypeId },
  audits: ["ticketType"],
  errors: ["NOT_FOUND", "IN_USE"],
  remove: (actor, id) => deleteTicketType({ actor, id }),
});
