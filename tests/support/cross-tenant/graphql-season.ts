import type { GraphqlAttempt } from "./graphql-door";
import type { TenantIds } from "./tenant";

// The season's fields and mutations (lib/graphql/sdl/season.ts) for the cross-tenant suite's GraphQL
// door (graphql-door.ts): each with museum B's museum, event, location and schedule ids.

const rule = (locationId?: string) => ({ from: "2027-06-05", to: "2027-06-06", times: ["10:00"], durationMinutes: 60, capacity: 3, ...(locationId ? { locationId } : {}) });

/** The three ways to name B's things: B's museum itself, B's event under A, B's location under A's event. */
function scheduleInputAttempts(mutation: string, fields: string): GraphqlAttempt[] {
  const query = `mutation($m: ID!, $e: ID!, $in: ScheduleInput!) { ${mutation}(museumId: $m, eventId: $e, input: $in) { ${fields} } }`;
  return [
    { query, variables: (t) => ({ m: t.museumId, e: t.eventId, in: rule() }) },
    { query, variables: (t, own) => ({ m: own.museumId, e: t.eventId, in: rule() }) },
    { query, variables: (t, own) => ({ m: own.museumId, e: own.eventId, in: rule(t.locationId) }) },
  ];
}

/** B's schedule through B's museum, through B's event under A, and under A's own event. */
function scheduleAttempts(mutation: string, fields: string): GraphqlAttempt[] {
  const query = `mutation($m: ID!, $e: ID!, $id: ID!) { ${mutation}(museumId: $m, eventId: $e, id: $id) { ${fields} } }`;
  return [
    { query, variables: (t) => ({ m: t.museumId, e: t.eventId, id: t.scheduleId }) },
    { query, variables: (t, own) => ({ m: own.museumId, e: t.eventId, id: t.scheduleId }) },
    { query, variables: (t, own) => ({ m: own.museumId, e: own.eventId, id: t.scheduleId }) },
  ];
}

/** B's schedule changed to a rule of A's own through each of the three ways to name it. */
function scheduleChangeAttempts(): GraphqlAttempt[] {
  const query = `mutation($m: ID!, $e: ID!, $id: ID!, $in: ScheduleInput!) { updateSchedule(museumId: $m, eventId: $e, id: $id, input: $in) { generated } }`;
  return [
    { query, variables: (t) => ({ m: t.museumId, e: t.eventId, id: t.scheduleId, in: rule() }) },
    { query, variables: (t, own) => ({ m: own.museumId, e: t.eventId, id: t.scheduleId, in: rule() }) },
    { query, variables: (t, own) => ({ m: own.museumId, e: own.eventId, id: t.scheduleId, in: rule() }) },
  ];
}

const seasonQuery = `query($m: ID!, $e: ID, $l: ID) { museum(id: $m) { id season(month: "2027-06", eventId: $e, locationId: $l) { days { date slots { id event { name } } } } } }`;

export const seasonReads: Record<string, GraphqlAttempt[]> = {
  schedules: [
    {
      query: `query($m: ID!, $e: ID!) { museum(id: $m) { id schedules(eventId: $e) { id } } }`,
      variables: (t, own) => ({ m: own.museumId, e: t.eventId }),
    },
    // Every schedule of A's museum: none of B's may show.
    { query: `query($m: ID!) { museum(id: $m) { id schedules { id } } }`, variables: (_t: TenantIds, own) => ({ m: own.museumId }) },
  ],
  season: [
    { query: seasonQuery, variables: (t, own) => ({ m: own.museumId, e: t.eventId }) },
    { query: seasonQuery, variables: (t, own) => ({ m: own.museumId, l: t.locationId }) },
    // A's whole June, the month B's slots are in too: only A's may show.
    { query: seasonQuery, variables: (_t: TenantIds, own) => ({ m: own.museumId }) },
  ],
};

const closeQuery = `mutation($m: ID!, $in: BulkChangeTimeSlotsInput!) { bulkChangeTimeSlots(museumId: $m, input: $in) { matched changed } }`;
const closeJune = (narrowing: Record<string, string>) => ({ from: "2027-06-01", to: "2027-06-02", ...narrowing, changes: { closed: true, closedReason: "Taken over" } });

export const seasonMutations: Record<string, GraphqlAttempt[]> = {
  previewSchedule: scheduleInputAttempts("previewSchedule", "count slots { startsAt }"),
  createSchedule: scheduleInputAttempts("createSchedule", "generated schedule { id }"),
  updateSchedule: scheduleChangeAttempts(),
  generateSchedule: scheduleAttempts("generateSchedule", "generated"),
  deleteSchedule: scheduleAttempts("deleteSchedule", "removed"),
  bulkChangeTimeSlots: [
    { query: closeQuery, variables: (t) => ({ m: t.museumId, in: closeJune({}) }) },
    { query: closeQuery, variables: (t, own) => ({ m: own.museumId, in: closeJune({ eventId: t.eventId }) }) },
    { query: closeQuery, variables: (t, own) => ({ m: own.museumId, in: closeJune({ locationId: t.locationId }) }) },
  ],
};
