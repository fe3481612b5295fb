// Customers and memberships written from the dashboard (docs/dashboard.md, "Customer"): the same
// services and zod schemas as POST/PATCH /v1/customers and /v1/memberships.
export const peopleTypeDefs = /* GraphQL */ `
  input CreateCustomerInput {
    name: String!
    email: String
    memberNumber: String
    "Two-letter language code; defaults to en."
    language: String
    "Values keyed by the museum's custom field keys, each of its field's type."
    customFields: JSON
  }

  input UpdateCustomerInput {
    name: String
    "null removes the address."
    email: String
    "null removes the number."
    memberNumber: String
    language: String
    "Replaces the keys it names and leaves the others; a null value clears one."
    customFields: JSON
  }

  input CreateMembershipInput {
    customerId: ID!
    name: String!
    validFrom: DateTime!
    validTo: DateTime!
    autoRenew: Boolean
    "0 to 20; default 0."
    guestsPerVisit: Int
  }

  input UpdateMembershipInput {
    name: String
    validFrom: DateTime
    validTo: DateTime
    autoRenew: Boolean
    guestsPerVisit: Int
    "CANCELLED stamps cancelledAt (its card no longer admits); ACTIVE clears it."
    status: MembershipStatus
  }

  extend type Mutation {
    "Adds a customer (POST /v1/customers); OWNER, ADMIN and EDITOR."
    createCustomer(museumId: ID!, input: CreateCustomerInput!): Customer!
    "Changes a customer (PATCH /v1/customers/{id}); OWNER, ADMIN and EDITOR."
    updateCustomer(museumId: ID!, id: ID!, input: UpdateCustomerInput!): Customer!
    "Adds a membership to a customer (POST /v1/memberships); OWNER, ADMIN and EDITOR."
    createMembership(museumId: ID!, input: CreateMembershipInput!): Membership!
    "Renews (new dates) or cancels a membership (PATCH /v1/memberships/{id}); OWNER, ADMIN and EDITOR."
    updateMembership(museumId: ID!, id: ID!, input: UpdateMembershipInput!): Membership!
  }
`;
