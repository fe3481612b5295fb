// Orders and the visits report (docs/orders.md, docs/reports.md, docs/graphql.md "Orders"): the same
// services as /v1/orders and /v1/reports/visits. Staff who read the museum read them; editors and
// above confirm, cancel, extend, resend and void; door staff read nothing here.
export const orderTypeDefs = /* GraphQL */ `
  enum OrderStatus {
    HELD
    CONFIRMED
    CANCELLED
    EXPIRED
  }

  "How a sale at the front desk was paid."
  enum PaymentMethod {
    CASH
    CARD
  }

  type OrderLine {
    ticketTypeId: ID!
    quantity: Int!
    "In minor units of currency, the ticket type's price when the order was made."
    unitPrice: Int!
    currency: String!
    "The membership whose card booked the line (the member's own place, or their guests); null for other lines."
    membershipId: ID
  }

  type OrderTicket {
    id: ID!
    ticketTypeId: ID!
    "VALID, CANCELLED or VOIDED."
    status: String!
    price: Int!
    currency: String!
    "The ticket's signed QR content; a voided ticket's code no longer admits."
    qrData: String!
  }

  "Several tickets held together for one time slot, then confirmed, cancelled or expired."
  type Order {
    id: ID!
    "The short number people read aloud, such as A7K-29Q, unique in the museum; the id stays the one to call with."
    number: String!
    "A HELD order past its expiresAt reads as EXPIRED."
    status: OrderStatus!
    timeSlotId: ID
    customerId: ID
    email: String
    language: String!
    createdAt: DateTime!
    expiresAt: DateTime!
    confirmedAt: DateTime
    "CASH or CARD for a sale at the front desk; null for orders made any other way."
    paymentMethod: PaymentMethod
    "When the order's personal details (its email address) were removed, on schedule after the visit or by erasing its customer; null while kept."
    personalDataRemovedAt: DateTime
    lines: [OrderLine!]!
    "The sum of the lines, in minor units of currency."
    total: Int!
    currency: String!
    "The tickets, once the order is confirmed."
    tickets: [OrderTicket!]!
    "A group visit's group; null for other orders."
    group: OrderGroup
    "A confirmed group visit's one code: scanned with a count, it lets that many of the group in (checkIn). Null for other orders and before confirming."
    groupQrData: String
  }

  "A group visit (docs/orders.md, Group visits): its name, who leads it (null once the order's personal details are removed) and how many it is."
  type OrderGroup {
    name: String!
    leaderName: String
    size: Int!
  }

  enum OrderTimelineKind {
    HELD
    EXTENDED
    CONFIRMED
    EMAILED
    ADMITTED
    VOIDED
    CANCELLED
    EXPIRED
  }

  "One thing that happened to an order (docs/orders.md, Timeline)."
  type OrderTimelineEvent {
    kind: OrderTimelineKind!
    at: DateTime!
    "The ticket admitted or voided."
    ticketId: ID
    "Where the ticket was admitted."
    entrance: String
    "Where a ticket email went."
    emailTo: String
    "QUEUED, SENT or FAILED: whether a ticket email has left the outbox."
    emailStatus: String
  }

  type OrderList {
    total: Int!
    list: [Order!]!
  }

  enum VisitReportGrouping {
    DAY
    TIME_SLOT
    TICKET_TYPE
    "Who sold the tickets: each API key, staff, or unknown (docs/reports.md, Channels)."
    CHANNEL
  }

  "One row of the visits report: its key (day, timeSlotId, ticketTypeId, or channel and apiKeyId, by the grouping) and currency."
  type VisitReportRow {
    day: String
    timeSlotId: ID
    ticketTypeId: ID
    "API_KEY (a web shop or kiosk), STAFF (the dashboard or an assistant) or UNKNOWN (sold before channels were kept)."
    channel: String
    apiKeyId: ID
    currency: String!
    ticketsSold: Int!
    ticketsVoided: Int!
    "The prices of the tickets still valid, in minor units of currency."
    revenue: Int!
    "Admissions of these tickets at the door."
    admitted: Int!
  }

  type VisitReport {
    rows: [VisitReportRow!]!
  }

  extend type Museum {
    "Orders (GET /v1/orders): the same filter (resource ORDER) and paging."
    orders(filter: String, limit: Int, offset: Int): OrderList
    order(id: ID!): Order
    "What happened to the order, oldest first: from the audit trail, the email outbox and the check-ins of its tickets."
    orderTimeline(id: ID!): [OrderTimelineEvent!]
    "Tickets sold and voided, revenue and admissions for the days from to to (YYYY-MM-DD, at most 400 days), each ticket on its slot's day in its location's time zone (GET /v1/reports/visits)."
    visitReport(from: String!, to: String!, groupBy: VisitReportGrouping): VisitReport
  }

  input DeskSaleLineInput {
    ticketTypeId: ID!
    quantity: Int!
    "A member's card (its QR content) booking this line: their own place on a members' ticket type, or their guests (docs/orders.md, Members book a slot)."
    membershipQrData: String
    "The membership booking this line, for staff who looked the member up; as membershipQrData."
    membershipId: ID
  }

  "A sale at the front desk: the tickets for one time slot, how the visitor paid, and optionally who they are."
  input DeskSaleInput {
    timeSlotId: ID!
    lines: [DeskSaleLineInput!]!
    paymentMethod: PaymentMethod!
    "Where the tickets can be sent; a customer with this address is linked to the order."
    email: String
    "Makes a new customer when no customer has the email address."
    name: String
    "The language (en, de, …) of the ticket email and of a new customer; without it the customer's, else the museum's defaultLanguage."
    language: String
    "Sells a group visit: the lines must add up to its size; the order gets one group code."
    group: OrderGroupInput
  }

  input OrderGroupInput {
    "What the museum calls the group, e.g. Klasse 4b."
    name: String!
    leaderName: String
    size: Int!
  }

  extend type Mutation {
    "Sells tickets at the front desk: the order is made and confirmed at once, its payment method noted (docs/orders.md, Selling at the desk). A line that cannot be sold is refused with details [{ path: lines.N, message }]."
    sellAtDesk(museumId: ID!, input: DeskSaleInput!): Order!
    "Sells a held order: its lines become tickets, once; a second confirm is ORDER_ALREADY_CONFIRMED. An order with an email gets its tickets sent."
    confirmOrder(museumId: ID!, id: ID!): Order!
    "Releases everything a held order holds; an order already cancelled or expired is answered as it is."
    cancelOrder(museumId: ID!, id: ID!): Order!
    "Holds an order 15 more minutes, never past 60 minutes after it was made (HOLD_EXTENSION_LIMIT)."
    extendOrder(museumId: ID!, id: ID!): Order!
    "Voids a sold ticket (a refund made elsewhere): its place is free again and its code no longer admits."
    voidTicket(museumId: ID!, id: ID!): Ticket!
  }
`;
