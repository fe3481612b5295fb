// The sales summary, and the mutations with their inputs (checked again by the /v1 zod schemas).
export const mutationTypeDefs = /* GraphQL */ `
  "An amount in minor units of currency."
  type Money {
    currency: String!
    "A whole number; Float only because a sum can pass Int's 2^31."
    amount: Float!
  }

  type SalesSummary {
    from: DateTime!
    to: DateTime!
    timeZone: String!
    ticketsSold: Int!
    "One entry per currency sold in."
    revenue: [Money!]!
    "Days with at least one sale, oldest first."
    days: [SalesDay!]!
    "Ticket types with at least one sale, by name."
    ticketTypes: [TicketTypeSales!]!
  }

  type SalesDay {
    "YYYY-MM-DD in the summary's timeZone."
    date: String!
    ticketsSold: Int!
    revenue: [Money!]!
  }

  type TicketTypeSales {
    ticketTypeId: ID!
    name: String!
    ticketsSold: Int!
    revenue: [Money!]!
  }

  type Mutation {
    "A building or room with its own wall clock (POST /v1/locations)."
    createLocation(museumId: ID!, input: CreateLocationInput!): Location!
    "maxOccupancy null lifts the limit (PATCH /v1/locations/:id)."
    updateLocation(museumId: ID!, id: ID!, input: UpdateLocationInput!): Location!
    createEvent(museumId: ID!, input: CreateEventInput!): Event!
    updateEvent(museumId: ID!, id: ID!, input: UpdateEventInput!): Event!
    createTimeSlot(museumId: ID!, input: CreateTimeSlotInput!): TimeSlot!
    updateTimeSlot(museumId: ID!, id: ID!, input: UpdateTimeSlotInput!): TimeSlot!
    createTicketType(museumId: ID!, input: CreateTicketTypeInput!): TicketType!
    "translations, when given, replaces the whole set."
    updateTicketType(museumId: ID!, id: ID!, input: UpdateTicketTypeInput!): TicketType!
    "Releases the hold's capacity. A cancelled or expired reservation stays as it is; a converted one is RESERVATION_ALREADY_CONVERTED."
    cancelReservation(museumId: ID!, id: ID!): Reservation!
    "Queues the membership receipt (with its QR code) to the customer."
    sendMembershipEmail(museumId: ID!, membershipId: ID!): QueuedEmail!
    "Queues the email about cancelling an automatically renewing membership."
    sendCancelSubscriptionEmail(museumId: ID!, membershipId: ID!): QueuedEmail!
    "The door check; every role may run it. Always answers valid, never an error about the code."
    verifyMembershipQrCode(museumId: ID!, qrData: String!): QrVerification!
    "Admits the ticket or member whose code was scanned (POST /v1/check-ins); every role may run it. A refusal of the code is an answer (admitted: false), not an error."
    checkIn(museumId: ID!, qrData: String!, entrance: String, "For a group's code: how many of the group are here; all still to come without it." count: Int): CheckInResult!
    "Scans a visitor out at an exit (POST /v1/check-outs); every role may run it. A code that is not inside is an answer (checkedOut: false, refusal NOT_CHECKED_IN), not an error."
    checkOut(museumId: ID!, qrData: String!, entrance: String): CheckOutResult!
  }

  input CreateLocationInput {
    name: String!
    timezone: String
    earlyEntryMinutes: Int
    maxOccupancy: Int
  }

  input UpdateLocationInput {
    name: String
    timezone: String
    earlyEntryMinutes: Int
    maxOccupancy: Int
  }

  input CreateEventInput {
    name: String!
    description: String
    locationId: ID
    startsAt: DateTime
    endsAt: DateTime
    published: Boolean
  }

  input UpdateEventInput {
    name: String
    description: String
    locationId: ID
    startsAt: DateTime
    endsAt: DateTime
    published: Boolean
  }

  input CreateTimeSlotInput {
    startsAt: DateTime!
    endsAt: DateTime!
    capacity: Int!
    groupCapacity: Int
    eventId: ID
    locationId: ID
  }

  input UpdateTimeSlotInput {
    startsAt: DateTime
    endsAt: DateTime
    capacity: Int
    groupCapacity: Int
    eventId: ID
    locationId: ID
  }

  input TicketTypeTranslationInput {
    language: String!
    name: String!
    description: String
  }

  input CreateTicketTypeInput {
    eventId: ID!
    locationId: ID
    name: String!
    description: String
    "In minor units of currency."
    price: Int!
    "ISO 4217; defaults to the museum's currency."
    currency: String
    masterLanguage: String!
    translations: [TicketTypeTranslationInput!]
    maxQuantity: Int!
    addOn: Boolean
    published: Boolean
    "Defaults to NONE."
    reentry: TicketReentry
    "The member's own place (price 0); defaults to false."
    memberTicket: Boolean
  }

  input UpdateTicketTypeInput {
    eventId: ID
    locationId: ID
    name: String
    description: String
    price: Int
    currency: String
    masterLanguage: String
    translations: [TicketTypeTranslationInput!]
    maxQuantity: Int
    addOn: Boolean
    published: Boolean
    reentry: TicketReentry
    memberTicket: Boolean
  }

  type QueuedEmail {
    emailId: ID!
    "Always queued: the outbox worker delivers it."
    status: String!
  }

  "customerName, membershipName and validTo are set only when valid is true; reason only when it is false."
  type QrVerification {
    valid: Boolean!
    customerName: String
    membershipName: String
    validTo: DateTime
    reason: QrInvalidReason
  }

  "Why a code is not valid, as far as the checking museum's own records show."
  enum QrInvalidReason {
    "Not a membership QR code."
    MALFORMED
    "Names no membership of this museum: another museum's code, or an altered one."
    NOT_THIS_MUSEUM
    "Names a membership of this museum, but the signature does not match: changed, or signed with a retired key."
    ALTERED
    "The membership was cancelled."
    CANCELLED
    "The membership starts later."
    NOT_YET_VALID
    "The membership has ended."
    EXPIRED
  }
`;
