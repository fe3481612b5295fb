import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, graphql } from "../graphql-client";

// The Season page (docs/dashboard.md): a month of time slots day by day with their load, closing and
// reopening a day or one slot, and the dry run and creation of an event's schedule
// (docs/graphql.md, "Season").

const SEASON = gql(`
  query Season($museumId: ID!, $month: String!, $eventId: ID) {
    museum(id: $museumId) {
      events(limit: 100) { list { id name locationId } }
      locations(limit: 1000) { list { id name timezone } }
      season(month: $month, eventId: $eventId) {
        month
        timeZone
        days {
          date capacity soldQuantity heldQuantity closedSlots closed
          slots { id event { name } locationId startsAt endsAt capacity soldQuantity heldQuantity closed closedReason }
        }
      }
    }
  }
`);

type SeasonAnswer = NonNullable<ResultOf<typeof SEASON>["museum"]>;
export type SeasonEvent = NonNullable<SeasonAnswer["events"]>["list"][number];
export type SeasonLocation = NonNullable<SeasonAnswer["locations"]>["list"][number];
export type SeasonDay = NonNullable<SeasonAnswer["season"]>["days"][number];
export type SeasonSlot = SeasonDay["slots"][number];

export interface SeasonView {
  events: SeasonEvent[];
  locations: SeasonLocation[];
  timeZone: string;
  days: SeasonDay[];
}

/** The month's days; `eventId` narrows them to one event's slots. */
export async function fetchSeason(museumId: string, month: string, eventId: string | null): Promise<SeasonView> {
  const data = await graphql(SEASON, { museumId, month, eventId });
  const museum = answered(data.museum);
  const season = answered(museum.season);
  return { events: answered(museum.events).list, locations: answered(museum.locations).list, timeZone: season.timeZone, days: season.days };
}

const CHANGE_DAYS = gql(`
  mutation CloseDays($museumId: ID!, $input: BulkChangeTimeSlotsInput!) {
    bulkChangeTimeSlots(museumId: $museumId, input: $input) { matched changed }
  }
`);

/** Closes (with a reason) or reopens every slot of `day`, only `eventId`'s when given. */
export async function changeDay(museumId: string, day: string, eventId: string | null, closed: boolean, closedReason: string | null) {
  const changes = closed ? { closed, closedReason } : { closed };
  const input = { from: day, to: day, ...(eventId ? { eventId } : {}), changes };
  return (await graphql(CHANGE_DAYS, { museumId, input })).bulkChangeTimeSlots;
}

const CHANGE_SLOT = gql(`
  mutation CloseSlot($museumId: ID!, $id: ID!, $input: UpdateTimeSlotInput!) {
    updateTimeSlot(museumId: $museumId, id: $id, input: $input) { id closed closedReason }
  }
`);

export async function changeSlot(museumId: string, id: string, closed: boolean, closedReason: string | null) {
  const input = closed ? { closed, closedReason } : { closed };
  return (await graphql(CHANGE_SLOT, { museumId, id, input })).updateTimeSlot;
}

const PREVIEW = gql(`
  mutation PreviewSchedule($museumId: ID!, $eventId: ID!, $input: ScheduleInput!) {
    previewSchedule(museumId: $museumId, eventId: $eventId, input: $input) { timeZone count slots { startsAt endsAt } }
  }
`);

export type SchedulePreview = ResultOf<typeof PREVIEW>["previewSchedule"];

export async function previewSchedule(museumId: string, eventId: string, input: Record<string, unknown>): Promise<SchedulePreview> {
  return (await graphql(PREVIEW, { museumId, eventId, input })).previewSchedule;
}

const CREATE = gql(`
  mutation CreateSchedule($museumId: ID!, $eventId: ID!, $input: ScheduleInput!) {
    createSchedule(museumId: $museumId, eventId: $eventId, input: $input) { generated schedule { id timeZone from to } }
  }
`);

export type ScheduleCreated = ResultOf<typeof CREATE>["createSchedule"];

export async function createSchedule(museumId: string, eventId: string, input: Record<string, unknown>): Promise<ScheduleCreated> {
  return (await graphql(CREATE, { museumId, eventId, input })).createSchedule;
}

const SCHEDULES = gql(`
  query Schedules($museumId: ID!) {
    museum(id: $museumId) {
      schedules { id eventId locationId timeZone from to rrule times every { minutes from to } durationMinutes capacity groupCapacity closedDates }
    }
  }
`);

export type ScheduleRule = NonNullable<NonNullable<ResultOf<typeof SCHEDULES>["museum"]>["schedules"]>[number];

/** Every schedule of the museum, oldest first. */
export async function fetchSchedules(museumId: string): Promise<ScheduleRule[]> {
  return answered(answered((await graphql(SCHEDULES, { museumId })).museum).schedules);
}

const UPDATE = gql(`
  mutation UpdateSchedule($museumId: ID!, $eventId: ID!, $id: ID!, $input: ScheduleInput!) {
    updateSchedule(museumId: $museumId, eventId: $eventId, id: $id, input: $input) { generated updated removed keptBecauseSold { id } schedule { id timeZone from to } }
  }
`);

export type ScheduleUpdated = ResultOf<typeof UPDATE>["updateSchedule"];

export async function updateSchedule(museumId: string, eventId: string, id: string, input: Record<string, unknown>): Promise<ScheduleUpdated> {
  return (await graphql(UPDATE, { museumId, eventId, id, input })).updateSchedule;
}

const DELETE = gql(`
  mutation DeleteSchedule($museumId: ID!, $eventId: ID!, $id: ID!) {
    deleteSchedule(museumId: $museumId, eventId: $eventId, id: $id) { removed keptBecauseSold { id } }
  }
`);

export async function deleteSchedule(museumId: string, eventId: string, id: string) {
  return (await graphql(DELETE, { museumId, eventId, id })).deleteSchedule;
}
