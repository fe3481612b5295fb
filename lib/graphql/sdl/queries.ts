// The entry points: who is signed in, their museums, and what each museum's fields take.
export const queryTypeDefs = /* GraphQL */ `

  "An ISO 8601 date-time. Answers are UTC with milliseconds (2027-03-01T10:00:00.000Z); inputs need an offset or Z."
  scalar DateTime

  "Any JSON value (a customer's custom fields, keyed by field key)."
  scalar JSON

  enum MuseumRole {
    OWNER
    ADMIN
    EDITOR
    VIEWER
    DOOR
  }

  "The order of an event list; ties go by id, so paging never skips or repeats an event."
  enum EventOrder {
    "Creation time, the order of every list."
    CREATED_AT
    "Creation time, the event made last first."
    NEWEST_FIRST
  }

  "The order of a time slot list; ties go by id, so paging never skips or repeats a slot."
  enum TimeSlotOrder {
    "Creation time, the order of every list."
    CREATED_AT
    "Start time, earliest first."
    STARTS_AT
  }

  "The order of a check-in list; ties go by id, so paging never skips or repeats one."
  enum CheckInOrder {
    "Who just came in first: the default here."
    NEWEST_FIRST
    "Oldest admission first, the order of GET /v1/check-ins."
    OLDEST_FIRST
  }

  type Query {
    "The signed-in user."
    me: User!
    "Every museum where the signed-in user has a role, by name."
    museums: [Museum!]!
    "One museum of the user's. A museum where the user has no role is NOT_FOUND, like one that does not exist."
    museum(id: ID!): Museum
  }

  type User {
    id: ID!
    email: String!
  }

  "Whether a membership card admits its member at every visit or once a day (the museum's setting)."
  enum MembershipAdmission {
    EVERY_VISIT
    ONCE_A_DAY
  }

  "What a member's card does at the door without a booking for today (the museum's setting; docs/admission.md)."
  enum WalkInMembers {
    "Let in, as with a booking."
    ALLOWED
    "Booked a free member's place in a time slot running now that has room; refused when none has."
    WHEN_ROOM
    "Refused with MEMBERSHIP_NOT_BOOKED: members book a slot first."
    NOT_ALLOWED
  }

  type Museum {
    id: ID!
    name: String!
    slug: String!
    "IANA time zone of the museum's calendar days: membership validity, once-a-day admission, checkIns(day)."
    timezone: String!
    "Members may enter at every visit, or once a day (then a second scan that day is MEMBERSHIP_ALREADY_USED_TODAY)."
    membershipAdmission: MembershipAdmission!
    "What a member's card does without a booking for today; with one, it admits into the booked slot."
    walkInMembers: WalkInMembers!
    "Hours before a time slot starts that the places it keeps for groups (groupCapacity) go to everyone."
    groupReleaseHours: Int!
    "The language (en or de) of visitors' emails and new customers when nobody chose one (the museum's setting)."
    defaultLanguage: String!
    "The signed-in user's role here."
    role: MuseumRole!
    "True for OWNER, ADMIN and EDITOR: the user may change this museum's data."
    permissionToModifyMuseum: Boolean!

    # The fields below are null, with an error naming the field, when the role may not read (DOOR) or
    # an argument is refused; the other fields of the museum still answer.

    "Slots starting at or after from and before to, of one event: each narrowing is optional and combines with filter. orderBy: CREATED_AT (default, as /v1) or STARTS_AT."
    timeSlots(from: DateTime, to: DateTime, eventId: ID, filter: String, limit: Int, offset: Int, orderBy: TimeSlotOrder): TimeSlotList
    "memberNumber and email are exact, strongly consistent lookups (like ?member-number= and ?email= on /v1/customers)."
    customers(filter: String, limit: Int, offset: Int, memberNumber: String, email: String): CustomerList
    memberships(customerId: ID, filter: String, limit: Int, offset: Int): MembershipList
    tickets(filter: String, limit: Int, offset: Int): TicketList
    ticket(id: ID!): Ticket
    reservations(filter: String, limit: Int, offset: Int): ReservationList
    reservation(id: ID!): Reservation
    "Who came in (GET /v1/check-ins): the same filter and paging, newest first unless order says otherwise; day (YYYY-MM-DD) keeps one calendar day in the museum's time zone."
    checkIns(day: String, filter: String, limit: Int, offset: Int, order: CheckInOrder): CheckInList
    checkIn(id: ID!): CheckIn
    "The group a scanned group code names, with how many came and how many may still come, for the door to ask how many are here; null when the text is not a group's code of this museum. Every role may read it."
    groupAtDoor(qrData: String!): GroupAtDoor
    "Who is inside now, per location (GET /v1/occupancy), oldest location first."
    occupancy: [Occupancy!]!
    "Scans door phones decided offline (GET /v1/offline-scans), newest first; outcome CONFLICT finds visitors admitted twice; day (YYYY-MM-DD) keeps the scans of one calendar day in the museum's time zone."
    offlineScans(day: String, outcome: OfflineScanOutcome, filter: String, limit: Int, offset: Int): OfflineScanList
    "Valid tickets sold (created) from (inclusive) to to (exclusive), at most 366 days; days are calendar days in timeZone (IANA name, default UTC)."
    salesSummary(from: DateTime!, to: DateTime!, timeZone: String): SalesSummary
  }
`;
