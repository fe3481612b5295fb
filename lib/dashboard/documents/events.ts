import { graphql } from "../graphql-client";

// Events, their time slots and ticket types: the reads and the create/update mutations of the Events pages.

export interface EventItem {
  id: string;
  name: string;
  description: string;
  locationId: string | null;
  startsAt: string | null;
  endsAt: string | null;
  published: boolean;
}

export interface LocationItem {
  id: string;
  name: string;
  timezone: string;
}

export interface TimeSlotItem {
  id: string;
  eventId: string | null;
  locationId: string | null;
  startsAt: string;
  endsAt: string;
  capacity: number;
  heldQuantity: number;
  soldQuantity: number;
  availableCapacity: number;
}

export interface TranslationItem {
  language: string;
  name: string;
  description: string;
}

export interface TicketTypeItem {
  id: string;
  eventId: string;
  locationId: string | null;
  name: string;
  description: string;
  price: number;
  currency: string;
  masterLanguage: string;
  translations: TranslationItem[];
  maxQuantity: number;
  availableQuantity: number;
  soldOut: boolean;
  addOn: boolean;
  published: boolean;
}

const EVENT_FIELDS = "id name description locationId startsAt endsAt published";
const SLOT_FIELDS = "id eventId locationId startsAt endsAt capacity heldQuantity soldQuantity availableCapacity";
const TICKET_TYPE_FIELDS =
  "id eventId locationId name description price currency masterLanguage translations { language name description } maxQuantity availableQuantity soldOut addOn published";

type Museum<T> = { museum: T };

export const EVENTS_PAGE_SIZE = 25;

export async function fetchEvents(museumId: string, page: number): Promise<{ total: number; list: EventItem[]; locations: LocationItem[] }> {
  const data = await graphql<Museum<{ events: { total: number; list: EventItem[] }; locations: { list: LocationItem[] } }>>(
    `query Events($museumId: ID!, $limit: Int!, $offset: Int!) {
      museum(id: $museumId) {
        events(limit: $limit, offset: $offset) { total list { ${EVENT_FIELDS} } }
        locations(limit: 1000) { list { id name timezone } }
      }
    }`,
    { museumId, limit: EVENTS_PAGE_SIZE, offset: page * EVENTS_PAGE_SIZE },
  );
  return { ...data.museum.events, locations: data.museum.locations.list };
}

export async function fetchLocations(museumId: string): Promise<LocationItem[]> {
  const data = await graphql<Museum<{ locations: { list: LocationItem[] } }>>(
    `query Locations($museumId: ID!) { museum(id: $museumId) { locations(limit: 1000) { list { id name timezone } } } }`,
    { museumId },
  );
  return data.museum.locations.list;
}

export async function fetchEvent(museumId: string, eventId: string): Promise<EventItem | null> {
  const data = await graphql<Museum<{ event: EventItem | null }>>(
    `query Event($museumId: ID!, $id: ID!) { museum(id: $museumId) { event(id: $id) { ${EVENT_FIELDS} } } }`,
    { museumId, id: eventId },
  );
  return data.museum.event;
}

export async function fetchEventTimeSlots(museumId: string, eventId: string): Promise<TimeSlotItem[]> {
  const data = await graphql<Museum<{ timeSlots: { list: TimeSlotItem[] } }>>(
    `query EventSlots($museumId: ID!, $eventId: ID!) { museum(id: $museumId) { timeSlots(eventId: $eventId, limit: 1000) { list { ${SLOT_FIELDS} } } } }`,
    { museumId, eventId },
  );
  return [...data.museum.timeSlots.list].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

export async function fetchEventTicketTypes(museumId: string, eventId: string): Promise<TicketTypeItem[]> {
  const data = await graphql<Museum<{ ticketTypes: { list: TicketTypeItem[] } }>>(
    `query EventTicketTypes($museumId: ID!, $eventId: ID!) { museum(id: $museumId) { ticketTypes(eventId: $eventId, limit: 1000) { list { ${TICKET_TYPE_FIELDS} } } } }`,
    { museumId, eventId },
  );
  return data.museum.ticketTypes.list;
}

export async function saveEvent(museumId: string, id: string | null, input: Record<string, unknown>): Promise<EventItem> {
  if (id) {
    const data = await graphql<{ updateEvent: EventItem }>(
      `mutation UpdateEvent($museumId: ID!, $id: ID!, $input: UpdateEventInput!) { updateEvent(museumId: $museumId, id: $id, input: $input) { ${EVENT_FIELDS} } }`,
      { museumId, id, input },
    );
    return data.updateEvent;
  }
  const data = await graphql<{ createEvent: EventItem }>(
    `mutation CreateEvent($museumId: ID!, $input: CreateEventInput!) { createEvent(museumId: $museumId, input: $input) { ${EVENT_FIELDS} } }`,
    { museumId, input },
  );
  return data.createEvent;
}

export async function saveTimeSlot(museumId: string, id: string | null, input: Record<string, unknown>): Promise<TimeSlotItem> {
  if (id) {
    const data = await graphql<{ updateTimeSlot: TimeSlotItem }>(
      `mutation UpdateTimeSlot($museumId: ID!, $id: ID!, $input: UpdateTimeSlotInput!) { updateTimeSlot(museumId: $museumId, id: $id, input: $input) { ${SLOT_FIELDS} } }`,
      { museumId, id, input },
    );
    return data.updateTimeSlot;
  }
  const data = await graphql<{ createTimeSlot: TimeSlotItem }>(
    `mutation CreateTimeSlot($museumId: ID!, $input: CreateTimeSlotInput!) { createTimeSlot(museumId: $museumId, input: $input) { ${SLOT_FIELDS} } }`,
    { museumId, input },
  );
  return data.createTimeSlot;
}

export async function saveTicketType(museumId: string, id: string | null, input: Record<string, unknown>): Promise<TicketTypeItem> {
  if (id) {
    const data = await graphql<{ updateTicketType: TicketTypeItem }>(
      `mutation UpdateTicketType($museumId: ID!, $id: ID!, $input: UpdateTicketTypeInput!) { updateTicketType(museumId: $museumId, id: $id, input: $input) { ${TICKET_TYPE_FIELDS} } }`,
      { museumId, id, input },
    );
    return data.updateTicketType;
  }
  const data = await graphql<{ createTicketType: TicketTypeItem }>(
    `mutation CreateTicketType($museumId: ID!, $input: CreateTicketTypeInput!) { createTicketType(museumId: $museumId, input: $input) { ${TICKET_TYPE_FIELDS} } }`,
    { museumId, input },
  );
  return data.createTicketType;
}

export async function fetchTimeSlot(museumId: string, id: string): Promise<TimeSlotItem | null> {
  const data = await graphql<Museum<{ timeSlot: TimeSlotItem | null }>>(
    `query TimeSlot($museumId: ID!, $id: ID!) { museum(id: $museumId) { timeSlot(id: $id) { ${SLOT_FIELDS} } } }`,
    { museumId, id },
  );
  return data.museum.timeSlot;
}

export async function fetchTicketType(museumId: string, id: string): Promise<TicketTypeItem | null> {
  const data = await graphql<Museum<{ ticketType: TicketTypeItem | null }>>(
    `query TicketType($museumId: ID!, $id: ID!) { museum(id: $museumId) { ticketType(id: $id) { ${TICKET_TYPE_FIELDS} } } }`,
    { museumId, id },
  );
  return data.museum.ticketType;
}
