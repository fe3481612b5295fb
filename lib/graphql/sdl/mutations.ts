// The sales summary, and the mutations not made from the catalog (lib/graphql/catalog-fields.ts).
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
    "Releases the hold's capacity. A cancelled or expired reservation stays as it is; a converted one is RESERVATION_ALREADY_CONVERTED."
    cancelReservation(museumId: ID!, id: ID!): Reservation!
    "The door check; every role may run it. Always answers valid, never an error about the code."
    verifyMembershipQrCode(museumId: ID!, qrData: String!): QrVerification!
    "Admits the ticket or member whose code was scanned (POST /v1/check-ins); every role may run it. A refusal of the code is an answer (admitted: false), not an error."
    checkIn(museumId: ID!, qrData: String!, entrance: String, "For a group's code: how many of the group are here; all still to come without it." count: Int): CheckInResult!
    "Scans a visitor out at an exit (POST /v1/check-outs); every role may run it. A code that is not inside is an answer (checkedOut: false, refusal NOT_CHECKED_IN), not an error."
    checkOut(museumId: ID!, qrData: String!, entrance: String): CheckOutResult!
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
