// Admission at the door: the answer of the checkIn mutation (docs/graphql.md, "Admission"). A refusal
// comes back as data, because at the door "not admitted, and why" is an answer, not a failure.
export const admissionTypeDefs = /* GraphQL */ `
  enum CheckInKind {
    TICKET
    MEMBERSHIP
  }

  "A scan a door phone decided offline, with the server's verdict on it (docs/admission.md, Offline)."
  type OfflineScan {
    id: ID!
    "The phone's own id for the scan."
    scanId: ID!
    deviceId: String!
    entrance: String
    scannedAt: DateTime!
    syncedAt: DateTime!
    kind: CheckInKind
    ticketId: ID
    membershipId: ID
    "What the phone told the door person: ADMITTED or REFUSED."
    phoneDecision: String!
    "ADMITTED (the phone admitted, the server agrees: a check-in), REFUSED (the phone refused, never an admission; or not this museum's code), or CONFLICT (the phone let in a code the server refuses: already used, voided, …)."
    outcome: OfflineScanOutcome!
    "The refusal's code when not admitted: the phone's for REFUSED, the server's for CONFLICT."
    reason: String
    "The check-in it stored, or for a conflict on a code already used the earlier one it collided with."
    checkInId: ID
  }

  enum OfflineScanOutcome {
    ADMITTED
    REFUSED
    CONFLICT
  }

  type OfflineScanList {
    total: Int!
    list: [OfflineScan!]!
  }

  "One admission at the door, the same record as GET /v1/check-ins/:id."
  type CheckIn {
    id: ID!
    kind: CheckInKind!
    checkedInAt: DateTime!
    entrance: String
    ticketId: ID
    membershipId: ID
    "The ticket's or membership's customer, to compare with the visitor."
    visitorName: String
    "The ticket type's or the membership's name."
    admits: String!
    "The ticket's time slot, if it has one."
    timeSlot: CheckInTimeSlot
    "The IANA zone the door reads this admission's times in: the slot's location's, else the ticket type's location's, else the museum's."
    timeZone: String!
  }

  type CheckInTimeSlot {
    id: ID!
    startsAt: DateTime!
    endsAt: DateTime!
  }

  "Why a scanned code does not admit: the /v1 error codes of POST /v1/check-ins that concern the code."
  enum CheckInRefusalCode {
    "Not a valid code of this museum: forged, altered, another museum's, or not a code."
    INVALID_CODE
    "The ticket was admitted before; firstCheckedInAt and entrance say when and where."
    ALREADY_CHECKED_IN
    "The museum admits a card once a day and it was used today; firstCheckedInAt and entrance say when and where."
    MEMBERSHIP_ALREADY_USED_TODAY
    "The ticket was cancelled."
    TICKET_VOIDED
    "The ticket's slot is on another day; slotStartsAt says which."
    TICKET_WRONG_DAY
    "Too early for the ticket's slot; opensAt says when the door opens for it."
    TICKET_SLOT_NOT_OPEN
    "The membership ended; validTo says when."
    MEMBERSHIP_EXPIRED
    "The membership starts later; validFrom says when."
    MEMBERSHIP_NOT_YET_VALID
    "The membership was cancelled."
    MEMBERSHIP_CANCELLED
    "The member has no booking for today and the museum lets members in only with one, or when a time slot running now has room (walkInMembers)."
    MEMBERSHIP_NOT_BOOKED
    "As many visitors are inside the location as it admits at once; inside and maxOccupancy say how many."
    LOCATION_FULL
  }

  "A refusal with what the door person tells the visitor. Only the fields its code names are set."
  type CheckInRefusal {
    code: CheckInRefusalCode!
    message: String!
    firstCheckedInAt: DateTime
    entrance: String
    slotStartsAt: DateTime
    opensAt: DateTime
    validFrom: DateTime
    validTo: DateTime
    "The IANA zone the refusal's times are read in; null for INVALID_CODE and TICKET_VOIDED."
    timeZone: String
    "LOCATION_FULL: the location, how many are inside, and how many it admits at once."
    locationId: ID
    inside: Int
    maxOccupancy: Int
    "ALREADY_CHECKED_IN for a group's code: how many of the group came in, how many may still, how many it is, and when the latest came."
    admitted: Int
    remaining: Int
    size: Int
    lastCheckedInAt: DateTime
  }

  "Some of a group let in on the group's code, as POST /v1/check-ins answers it (docs/admission.md, Groups)."
  type GroupAdmission {
    orderId: ID!
    groupName: String!
    leaderName: String
    size: Int!
    "How many this scan let in."
    admitted: Int!
    "How many of the group may still come in on its code."
    remaining: Int!
    checkedInAt: DateTime!
    entrance: String
    timeSlot: CheckInTimeSlot
    timeZone: String!
  }

  "A group's code before anyone is let in: what the door asks how many are here about."
  type GroupAtDoor {
    orderId: ID!
    groupName: String!
    leaderName: String
    size: Int!
    "How many of the group came in so far."
    admittedSoFar: Int!
    "How many may still come in on its code."
    remaining: Int!
    timeSlot: CheckInTimeSlot
    timeZone: String!
  }

  enum TicketReentry {
    NONE
    SAME_DAY
  }

  enum CheckOutKind {
    "An exit scan."
    SCAN
    "Never scanned out: closed at the slot's end."
    CLOSED
  }

  "A visit that ended, the same record as POST /v1/check-outs answers."
  type CheckOut {
    checkInId: ID!
    kind: CheckInKind!
    ticketId: ID
    membershipId: ID
    locationId: ID
    checkedInAt: DateTime!
    checkedOutAt: DateTime!
    "Which door scanned the exit."
    entrance: String
    checkOutKind: CheckOutKind!
    "Whether the code admits again today (its ticket type's reentry is SAME_DAY)."
    mayReenterToday: Boolean!
  }

  enum CheckOutRefusalCode {
    "Not a valid code of this museum."
    INVALID_CODE
    "The code is not inside: never admitted, or scanned out already."
    NOT_CHECKED_IN
  }

  type CheckOutRefusal {
    code: CheckOutRefusalCode!
    message: String!
  }

  "checkedOut is true with checkOut set, or false with refusal set."
  type CheckOutResult {
    checkedOut: Boolean!
    checkOut: CheckOut
    refusal: CheckOutRefusal
  }

  "Who is inside a location now (GET /v1/occupancy)."
  type Occupancy {
    locationId: ID!
    "Visitors admitted and not yet scanned out (or closed at their slot's end)."
    inside: Int!
    maxOccupancy: Int
    "When inside last changed; null before the first admission."
    updatedAt: DateTime
  }

  "admitted is true with checkIn (or, for a group's code, group) set, or false with refusal set."
  type CheckInResult {
    admitted: Boolean!
    checkIn: CheckIn
    group: GroupAdmission
    refusal: CheckInRefusal
  }
`;
