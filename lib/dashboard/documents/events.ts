import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, graphql } from "../graphql-client";

// Events, their time slots and ticket types: the reads and the create/update mutations of the Events
// pages. Each record's fields are one fragment, and its type is that fragment's result.

const EVENT_FIELDS = gql(`fragment EventFields on Event { id name description locationId startsAt endsAt published }`);
const LOCATION_FIELDS = gql(`fragment LocationFields on Location { id name timezone }`);
const SLOT_FIELDS = gql(`
  fragment SlotFields on TimeSlot { id eventId locationId startsAt endsAt capacity groupCapacity closed closedReason heldQuantity soldQuantity availableCapacity }
`);
const TICKET_TYPE_FIELDS = gql(`
  fragment TicketTypeFields on TicketType {
    id eventId locationId name description price currency masterLanguage translations { language name description }
    maxQuantity availableQuantity soldOut addOn published reentry memberTicket
  }
`);

export type EventItem = ResultOf<typeof EVENT_FIELDS>;
export type LocationItem = ResultOf<typeof LOCATION_FIELDS>;
export type TimeSlotItem = ResultOf<typeof SLOT_FIELDS>;
export type TicketTypeItem = ResultOf<typeof TICKET_TYPE_FIELDS>;
export type TranslationItem = TicketTypeItem["translations"][number];

export const EVENTS_PAGE_SIZE = 25;

const EVENTS = gql(
  `query Events($museumId: ID!, $limit: Int!, $offset: Int!) {
    museum(id: $museumId) {
      events(limit: $limit, offset: $offset, orderBy: NEWEST_FIRST) { total list { ...EventFields } }
      locations(limit: 1000) { list { ...LocationFields } }
    }
  }`,
  [EVENT_FIELDS, LOCATION_FIELDS],
);

export async function fetchEvents(museumId: string, page: number): Promise<{ total: number; list: EventItem[]; locations: LocationItem[] }> {
  const data = await graphql(EVENTS, { museumId, limit: EVENTS_PAGE_SIZE, offset: page * EVENTS_PAGE_SIZE });
  const museum = answered(data.museum);
  return { ...answered(museum.events), locations: answered(museum.locations).list };
}

const LOCATIONS = gql(`query Locations($museumId: ID!) { museum(id: $museumId) { locations(limit: 1000) { list { ...LocationFields } } } }`, [
  LOCATION_FIELDS,
]);

export async function fetchLocations(museumId: string): Promise<LocationItem[]> {
  const data = await graphql(LOCATIONS, { museumId });
  return answered(answered(data.museum).locations).list;
}

const EVENT = gql(`query Event($museumId: ID!, $id: ID!) { museum(id: $museumId) { event(id: $id) { ...EventFields } } }`, [EVENT_FIELDS]);

export async function fetchEvent(museumId: string, eventId: string): Promise<EventItem | null> {
  const data = await graphql(EVENT, { museumId, id: eventId });
  return answered(data.museum).event;
}

const EVENT_SLOTS = gql(
  `query EventSlots($museumId: ID!, $eventId: ID!) { museum(id: $museumId) { timeSlots(eventId: $eventId, limit: 1000) { list { ...SlotFields } } } }`,
  [SLOT_FIELDS],
);

export async function fetchEventTimeSlots(museumId: string, eventId: string): Promise<TimeSlotItem[]> {
  const data = await graphql(EVENT_SLOTS, { museumId, eventId });
  return [...answered(answered(data.museum).timeSlots).list].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

const EVENT_TICKET_TYPES = gql(
  `query EventTicketTypes($museumId: ID!, $eventId: ID!) { museum(id: $museumId) { ticketTypes(eventId: $eventId, limit: 1000) { list { ...TicketTypeFields } } } }`,
  [TICKET_TYPE_FIELDS],
);

export async function fetchEventTicketTypes(museumId: string, eventId: string): Promise<TicketTypeItem[]> {
  const data = await graphql(EVENT_TICKET_TYPES, { museumId, eventId });
  return answered(answered(data.museum).ticketTypes).list;
}

const UPDATE_EVENT = gql(
  `mutation UpdateEvent($museumId: ID!, $id: ID!, $input: UpdateEventInput!) { updateEvent(museumId: $museumId, id: $id, input: $input) { ...EventFields } }`,
  [EVENT_FIELDS],
);
const CREATE_EVENT = gql(
  `mutation CreateEvent($museumId: ID!, $input: CreateEventInput!) { createEvent(museumId: $museumId, input: $input) { ...EventFields } }`,
  [EVENT_FIELDS],
);

export async function saveEvent(museumId: string, id: string | null, input: Record<string, unknown>): Promise<EventItem> {
  if (id) return (await graphql(UPDATE_EVENT, { museumId, id, input })).updateEvent;
  return (await graphql(CREATE_EVENT, { museumId, input })).createEvent;
}

const UPDATE_TIME_SLOT = gql(
  `mutation UpdateTimeSlot($museumId: ID!, $id: ID!, $input: UpdateTimeSlotInput!) { updateTimeSlot(museumId: $museumId, id: $id, input: $input) { ...SlotFields } }`,
  [SLOT_FIELDS],
);
const CREATE_TIME_SLOT = gql(
  `mutation CreateTimeSlot($museumId: ID!, $input: CreateTimeSlotInput!) { createTimeSlot(museumId: $museumId, input: $input) { ...SlotFields } }`,
  [SLOT_FIELDS],
);

export async function saveTimeSlot(museumId: string, id: string | null, input: Record<string, unknown>): Promise<TimeSlotItem> {
  if (id) return (await graphql(UPDATE_TIME_SLOT, { museumId, id, input })).updateTimeSlot;
  return (await graphql(CREATE_TIME_SLOT, { museumId, input })).createTimeSlot;
}

const UPDATE_TICKET_TYPE = gql(
  `mutation UpdateTicketType($museumId: ID!, $id: ID!, $input: UpdateTicketTypeInput!) { updateTicketType(museumId: $museumId, id: $id, input: $input) { ...TicketTypeFields } }`,
  [TICKET_TYPE_FIELDS],
);
const CREATE_TICKET_TYPE = gql(
  `mutation CreateTicketType($museumId: ID!, $input: CreateTicketTypeInput!) { createTicketType(museumId: $museumId, input: $input) { ...TicketTypeFields } }`,
  [TICKET_TYPE_FIELDS],
);

export async function saveTicketType(museumId: string, id: string | null, input: Record<string, unknown>): Promise<TicketTypeItem> {
  if (id) return (await graphql(UPDATE_TICKET_TYPE, { museumId, id, input })).updateTicketType;
  return (await graphql(CREATE_TICKET_TYPE, { museumId, input })).createTicketType;
}

const TIME_SLOT = gql(`query TimeSlot($museumId: ID!, $id: ID!) { museum(id: $museumId) { timeSlot(id: $id) { ...SlotFields } } }`, [SLOT_FIELDS]);

export async function fetchTimeSlot(museumId: string, id: string): Promise<TimeSlotItem | null> {
  const data = await graphql(TIME_SLOT, { museumId, id });
  return answered(data.museum).timeSlot;
}

const TICKET_TYPE = gql(`query TicketType($museumId: ID!, $id: ID!) { museum(id: $museumId) { ticketType(id: $id) { ...TicketTypeFields } } }`, [
  TICKET_TYPE_FIELDS,
]);

export async function fetchTicketType(museumId: string, id: string): Promise<TicketTypeItem | null> {
  const data = await graphql(TICKET_TYPE, { museumId, id });
  return answered(data.museum).ticketType;
}
