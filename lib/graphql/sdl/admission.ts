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
  }

  "admitted is true with checkIn set, or false with refusal set."
  type CheckInResult {
    admitted: Boolean!
    checkIn: CheckIn
    refusal: CheckInRefusal
  }
`;
