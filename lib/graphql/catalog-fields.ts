import { createCustomerOperation, eraseCustomerOperation, getCustomerOperation, updateCustomerOperation } from "@/lib/domain/customers/customer-operations";
import { erasureSummarySchema } from "@/lib/domain/customers/customer-schemas";
import { createEventOperation, getEventOperation, listEventsOperation, updateEventOperation } from "@/lib/domain/events/event-operations";
import { createLocationOperation, getLocationOperation, listLocationsOperation, updateLocationOperation } from "@/lib/domain/locations/location-operations";
import { locationAnswer } from "@/lib/domain/locations/location-schemas";
import { createMembershipOperation, getMembershipOperation, updateMembershipOperation } from "@/lib/domain/memberships/membership-operations";
import { sendOrderTicketsOperation } from "@/lib/domain/orders/order-operations";
import { sendCancelSubscriptionEmailOperation, sendMembershipEmailOperation } from "@/lib/domain/membership-emails/membership-email-operations";
import { createTicketTypeOperation, getTicketTypeOperation, listTicketTypesOperation, updateTicketTypeOperation } from "@/lib/domain/ticket-types/ticket-type-operations";
import { createTimeSlotOperation, getTimeSlotOperation, updateTimeSlotOperation } from "@/lib/domain/time-slots/time-slot-operations";
import { DEFAULT_PAGING, EVENT_PAGING } from "@/lib/http/paging";
import { graphqlObjectType } from "./graphql-from-zod";
import { operationFields, type OperationField } from "./operation-fields";

// What of GraphQL is made from the operation catalog (docs/graphql.md, "Made from the catalog"). Each
// mutation or museum field names the operation, its field and the GraphQL type it answers; the arguments, their
// descriptions, the role check and the work are the operation's. A record type is the domain's answer
// schema where every field that answers it gives that answer.

const ticketTypeNames = { enums: { reentry: "TicketReentry" }, objects: { translations: "TicketTypeTranslationInput" } };

export const mutationDeclarations: OperationField[] = [
  { field: "createLocation", operation: createLocationOperation, inputType: "CreateLocationInput", returns: "Location!" },
  { field: "updateLocation", operation: updateLocationOperation, inputType: "UpdateLocationInput", id: "locationId", returns: "Location!" },
  { field: "createEvent", operation: createEventOperation, inputType: "CreateEventInput", returns: "Event!" },
  { field: "updateEvent", operation: updateEventOperation, inputType: "UpdateEventInput", id: "eventId", returns: "Event!" },
  { field: "createTimeSlot", operation: createTimeSlotOperation, inputType: "CreateTimeSlotInput", returns: "TimeSlot!" },
  { field: "updateTimeSlot", operation: updateTimeSlotOperation, inputType: "UpdateTimeSlotInput", id: "timeSlotId", returns: "TimeSlot!" },
  { field: "createTicketType", operation: createTicketTypeOperation, inputType: "CreateTicketTypeInput", returns: "TicketType!", names: ticketTypeNames },
  { field: "updateTicketType", operation: updateTicketTypeOperation, inputType: "UpdateTicketTypeInput", id: "ticketTypeId", returns: "TicketType!", names: ticketTypeNames },
  { field: "createCustomer", operation: createCustomerOperation, inputType: "CreateCustomerInput", returns: "Customer!" },
  { field: "updateCustomer", operation: updateCustomerOperation, inputType: "UpdateCustomerInput", id: "customerId", returns: "Customer!" },
  { field: "eraseCustomer", operation: eraseCustomerOperation, id: "customerId", returns: "CustomerErasure!" },
  { field: "createMembership", operation: createMembershipOperation, inputType: "CreateMembershipInput", returns: "Membership!" },
  { field: "updateMembership", operation: updateMembershipOperation, inputType: "UpdateMembershipInput", id: "membershipId", returns: "Membership!", names: { enums: { status: "MembershipStatus" } } },
  { field: "sendMembershipEmail", operation: sendMembershipEmailOperation, returns: "QueuedEmail!" },
  { field: "sendCancelSubscriptionEmail", operation: sendCancelSubscriptionEmailOperation, returns: "QueuedEmail!" },
  { field: "sendOrderTickets", operation: sendOrderTicketsOperation, id: "orderId", returns: "QueuedEmail!" },
];

/**
 * A museum's records, one by its id or a page of them: null, with an error naming the field, when an
 * argument is refused, the record is not the museum's or the role may not read.
 */
export const museumFieldDeclarations: OperationField[] = [
  { field: "locations", operation: listLocationsOperation, paging: DEFAULT_PAGING, returns: "LocationList" },
  { field: "events", operation: listEventsOperation, paging: EVENT_PAGING, returns: "EventList", names: { enums: { orderBy: "EventOrder" } } },
  { field: "ticketTypes", operation: listTicketTypesOperation, paging: DEFAULT_PAGING, returns: "TicketTypeList" },
  { field: "location", operation: getLocationOperation, id: "locationId", returns: "Location" },
  { field: "event", operation: getEventOperation, id: "eventId", returns: "Event" },
  { field: "timeSlot", operation: getTimeSlotOperation, id: "timeSlotId", returns: "TimeSlot" },
  { field: "ticketType", operation: getTicketTypeOperation, id: "ticketTypeId", returns: "TicketType" },
  { field: "customer", operation: getCustomerOperation, id: "customerId", returns: "Customer" },
  { field: "membership", operation: getMembershipOperation, id: "membershipId", returns: "Membership" },
];

export const catalogMutations = operationFields("Mutation", mutationDeclarations);
export const catalogMuseumFields = operationFields("Museum", museumFieldDeclarations);

export const catalogRecordTypes = [graphqlObjectType("Location", locationAnswer), graphqlObjectType("CustomerErasure", erasureSummarySchema)].join("\n\n");
