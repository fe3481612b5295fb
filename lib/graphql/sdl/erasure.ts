// Erasure on request (docs/operations.md, "Erasure on request"): the same service as POST /v1/customers/{id}/erase.
export const erasureTypeDefs = /* GraphQL */ `
  "What an erasure removed, counted per kind; an erasure of a customer already erased counts zeros."
  type CustomerErasure {
    customerId: ID!
    erasedAt: DateTime!
    customFieldValues: Int!
    memberships: Int!
    orders: Int!
    emails: Int!
    emailAttempts: Int!
    webhookDeliveries: Int!
    auditEntries: Int!
    idempotencyRecords: Int!
    "Saved filters whose conditions or name held the person's name, email or member number, now without them."
    savedFilters: Int!
  }

  extend type Mutation {
    "Erases a customer's personal data everywhere (GDPR Art. 17); the customer keeps its id. Only an OWNER or ADMIN (others: FORBIDDEN)."
    eraseCustomer(museumId: ID!, id: ID!): CustomerErasure!
  }
`;
