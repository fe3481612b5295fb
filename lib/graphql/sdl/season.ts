// The season (docs/schedules.md, docs/graphql.md "Season"): an event's schedules, their dry run,
// creation, change, generation and deletion, closing and reopening slots, and a month of slots day by day
// for the dashboard's calendar. The same services as /v1/events/{id}/schedules and
// /v1/time-slots/bulk-change. Staff who read the museum read them; editors and above change them.
export const seasonTypeDefs = /* GraphQL */ `
  enum Weekday {
    MO
    TU
    WE
    TH
    FR
    SA
    SU
  }

  "A start every minutes from from to to (HH:MM, the last included when the step lands on it)."
  type ScheduleEvery {
    minutes: Int!
    from: String!
    to: String!
  }

  "A rule that makes an event's time slots; every day and time is read in timeZone, the location's."
  type Schedule {
    id: ID!
    eventId: ID!
    locationId: ID
    timeZone: String!
    "The first day, YYYY-MM-DD."
    from: String!
    "The last day, included."
    to: String!
    "The days with slots as an RRULE value (weekdays are stored as FREQ=WEEKLY;BYDAY=…)."
    rrule: String!
    times: [String!]
    every: ScheduleEvery
    durationMinutes: Int!
    capacity: Int!
    "Of each slot's capacity, the places kept for group visits (docs/orders.md, Places kept for groups); 0 keeps none."
    groupCapacity: Int!
    closedDates: [String!]!
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  input ScheduleEveryInput {
    minutes: Int!
    from: String!
    to: String!
  }

  "The body of POST /v1/events/{id}/schedules: days and times in the location's time zone."
  input ScheduleInput {
    "Where the slots are; default the event's location."
    locationId: ID
    from: String!
    to: String!
    "The days of the week with slots; all when neither this nor rrule is sent."
    weekdays: [Weekday!]
    rrule: String
    "Start times, HH:MM; or every."
    times: [String!]
    every: ScheduleEveryInput
    durationMinutes: Int!
    capacity: Int!
    "Of each slot's capacity, the places kept for group visits; default 0, at most capacity."
    groupCapacity: Int
    "Days without slots, YYYY-MM-DD."
    closedDates: [String!]
  }

  type PlannedSlot {
    startsAt: DateTime!
    endsAt: DateTime!
  }

  "What a schedule would make from now on; nothing is stored."
  type SchedulePreview {
    timeZone: String!
    count: Int!
    slots: [PlannedSlot!]!
  }

  type KeptSlot {
    id: ID!
    startsAt: DateTime!
  }

  type ScheduleChange {
    schedule: Schedule!
    "Slots made now."
    generated: Int!
    "Future slots with nothing sold or held whose end or capacity changed."
    updated: Int!
    "Future slots with nothing sold or held that the rule no longer makes."
    removed: Int!
    "Slots kept as they are because tickets were sold or held in them."
    keptBecauseSold: [KeptSlot!]!
  }

  type ScheduleRemoval {
    removed: Int!
    keptBecauseSold: [KeptSlot!]!
  }

  input TimeSlotChangesInput {
    capacity: Int
    "true closes (holds and sales are TIME_SLOT_CLOSED), false reopens."
    closed: Boolean
    closedReason: String
  }

  "The body of POST /v1/time-slots/bulk-change: every slot starting on the days from to to (YYYY-MM-DD, in each slot's location's zone)."
  input BulkChangeTimeSlotsInput {
    from: String!
    to: String!
    eventId: ID
    locationId: ID
    changes: TimeSlotChangesInput!
  }

  type SkippedSlot {
    id: ID!
    startsAt: DateTime!
    "CAPACITY_BELOW_USAGE: more is held and sold than the new capacity."
    code: String!
  }

  type BulkChangeResult {
    matched: Int!
    changed: Int!
    skipped: [SkippedSlot!]!
  }

  "One day of the season calendar: its slots and their sums."
  type SeasonDay {
    "YYYY-MM-DD."
    date: String!
    "The day's slots, earliest first, each on the day it starts in its location's time zone (else the museum's)."
    slots: [TimeSlot!]!
    capacity: Int!
    soldQuantity: Int!
    heldQuantity: Int!
    closedSlots: Int!
    "Every slot of the day is closed; a day without slots is not."
    closed: Boolean!
  }

  type Season {
    month: String!
    "The museum's zone, which reads the days of slots without a location."
    timeZone: String!
    "Every day of the month, the first first."
    days: [SeasonDay!]!
  }

  extend type TimeSlot {
    "The schedule that made it, or null."
    scheduleId: ID
    "A closed slot holds and sells nothing: availableCapacity reads 0."
    closed: Boolean!
    closedReason: String
  }

  extend type Museum {
    "The event's schedules, oldest first (GET /v1/events/{id}/schedules); without eventId, every schedule of the museum."
    schedules(eventId: ID): [Schedule!]
    "A month (YYYY-MM) of time slots day by day, optionally one event's or location's; at most 10,000 slots."
    season(month: String!, eventId: ID, locationId: ID): Season
  }

  extend type Mutation {
    "The dry run of createSchedule: the slots the rule would make from now on. Stores nothing."
    previewSchedule(museumId: ID!, eventId: ID!, input: ScheduleInput!): SchedulePreview!
    "Stores the rule and makes its slots at once."
    createSchedule(museumId: ID!, eventId: ID!, input: ScheduleInput!): ScheduleChange!
    "Replaces the rule (PUT /v1/events/{id}/schedules/{scheduleId}) and brings the future slots in line; slots with sales or holds are kept and listed."
    updateSchedule(museumId: ID!, eventId: ID!, id: ID!, input: ScheduleInput!): ScheduleChange!
    "Makes the rule's missing slots; idempotent."
    generateSchedule(museumId: ID!, eventId: ID!, id: ID!): ScheduleChange!
    "Deletes the rule and its future slots with nothing sold or held; the others stay, as slots made by hand."
    deleteSchedule(museumId: ID!, eventId: ID!, id: ID!): ScheduleRemoval!
    "Closes, reopens or changes the capacity of every slot of a range of days (at most 5,000 slots)."
    bulkChangeTimeSlots(museumId: ID!, input: BulkChangeTimeSlotsInput!): BulkChangeResult!
  }
`;
