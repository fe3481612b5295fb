// The records a museum's fields answer, in the same shapes as /v1, and their list envelopes.
export const recordTypeDefs = /* GraphQL */ `
  type Event {
    id: ID!
    locationId: ID
    name: String!
    description: String!
    startsAt: DateTime
    endsAt: DateTime
    published: Boolean!
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  "A group visit expected in a time slot."
  type SlotGroup {
    orderId: ID!
    name: String!
    leaderName: String
    size: Int!
    "How many of the group came in so far."
    admitted: Int!
  }

  "A bookable window. The quantities are live: a hold stops counting the moment it expires."
  type TimeSlot {
    id: ID!
    eventId: ID
    "The slot's event, if it has one."
    event: Event
    locationId: ID
    "The IANA time zone its times are read in: its location's, else the museum's own (docs/api.md, Resources)."
    timeZone: String!
    startsAt: DateTime!
    endsAt: DateTime!
    capacity: Int!
    "Of the capacity, places only group orders may take until the museum's groupReleaseHours before the start (docs/orders.md, Places kept for groups)."
    groupCapacity: Int!
    "Of those, the ones still kept now: not taken by a group and not yet released. availableCapacity leaves them out; a group may take them too."
    groupPlacesKept: Int!
    heldQuantity: Int!
    soldQuantity: Int!
    availableCapacity: Int!
    "What can actually be sold now: the least of availableCapacity and the room left in the ticket types for the slot (its event's, add-ons left out, at its location). 0 for a slot without an event."
    sellableQuantity: Int!
    "Tickets of this slot admitted at the door so far."
    admitted: Int!
    "The confirmed group visits of this slot, by name, with how many of each came in (docs/orders.md, Group visits)."
    groups: [SlotGroup!]!
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  type TicketTypeTranslation {
    language: String!
    name: String!
    description: String!
  }

  "availableQuantity and soldOut are live."
  type TicketType {
    id: ID!
    eventId: ID!
    locationId: ID
    name: String!
    description: String!
    "In minor units of currency (cents for EUR)."
    price: Int!
    currency: String!
    masterLanguage: String!
    translations: [TicketTypeTranslation!]!
    maxQuantity: Int!
    availableQuantity: Int!
    soldOut: Boolean!
    addOn: Boolean!
    published: Boolean!
    "After an exit scan: NONE refuses the ticket (ALREADY_CHECKED_IN); SAME_DAY admits it again on the day of its first admission."
    reentry: TicketReentry!
    "The member's own place when a member books with their card: free, sold only on a line that carries a current membership."
    memberTicket: Boolean!
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  type Customer {
    id: ID!
    name: String!
    email: String
    memberNumber: String
    language: String!
    customFields: JSON!
    "When the customer's personal data was erased on request; null otherwise."
    erasedAt: DateTime
    createdAt: DateTime!
    updatedAt: DateTime!
    "The customer's memberships, oldest first."
    memberships: [Membership!]!
  }

  enum MembershipStatus {
    ACTIVE
    CANCELLED
  }

  type Membership {
    id: ID!
    customerId: ID!
    customer: Customer!
    name: String!
    validFrom: DateTime!
    validTo: DateTime!
    status: MembershipStatus!
    autoRenew: Boolean!
    "How many guests the member may book beside their own place for one visit (one time slot)."
    guestsPerVisit: Int!
    cancelledAt: DateTime
    "The signed content of the membership's QR code."
    qrData: String!
    createdAt: DateTime!
    updatedAt: DateTime!
    "The card's admissions at the door, oldest first: one per visit."
    checkIns: [CheckIn!]!
  }

  type Ticket {
    id: ID!
    ticketTypeId: ID!
    timeSlotId: ID
    reservationId: ID
    customerId: ID
    "VALID, CANCELLED or VOIDED (refunded elsewhere)."
    status: String!
    price: Int!
    currency: String!
    "The signed content of the ticket's QR code; a cancelled or voided ticket's code no longer admits."
    qrData: String!
    createdAt: DateTime!
    updatedAt: DateTime!
    "The ticket's admission at the door: empty until it is scanned, then exactly one."
    checkIns: [CheckIn!]!
  }

  enum ReservationStatus {
    ACTIVE
    CONVERTED
    CANCELLED
    EXPIRED
  }

  "A 15-minute hold on capacity."
  type Reservation {
    id: ID!
    status: ReservationStatus!
    ticketTypeId: ID!
    timeSlotId: ID
    createdAt: DateTime!
    expiresAt: DateTime!
  }

  type LocationList {
    total: Int!
    list: [Location!]!
  }
  type EventList {
    total: Int!
    list: [Event!]!
  }
  type TimeSlotList {
    total: Int!
    list: [TimeSlot!]!
  }
  type TicketTypeList {
    total: Int!
    list: [TicketType!]!
  }
  type CustomerList {
    total: Int!
    list: [Customer!]!
  }
  type MembershipList {
    total: Int!
    list: [Membership!]!
  }
  type TicketList {
    total: Int!
    list: [Ticket!]!
  }
  type CheckInList {
    total: Int!
    list: [CheckIn!]!
  }
  type ReservationList {
    total: Int!
    list: [Reservation!]!
  }
`;
