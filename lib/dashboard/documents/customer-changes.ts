import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { graphql } from "../graphql-client";

// What staff change about a customer from the dashboard (docs/dashboard.md, "Customer"): the customer's
// details, a membership added, renewed or cancelled, and an erasure on request. Inputs go as the /v1
// bodies do; the server checks them with the same zod schemas.

const CREATE_CUSTOMER = gql(`mutation CreateCustomer($museumId: ID!, $input: CreateCustomerInput!) { createCustomer(museumId: $museumId, input: $input) { id name } }`);
const UPDATE_CUSTOMER = gql(
  `mutation UpdateCustomer($museumId: ID!, $id: ID!, $input: UpdateCustomerInput!) { updateCustomer(museumId: $museumId, id: $id, input: $input) { id name } }`,
);

export type SavedCustomer = ResultOf<typeof CREATE_CUSTOMER>["createCustomer"];

/** Creates the customer (id null) or changes it. */
export async function saveCustomer(museumId: string, id: string | null, input: Record<string, unknown>): Promise<SavedCustomer> {
  if (id === null) return (await graphql(CREATE_CUSTOMER, { museumId, input: input as never })).createCustomer;
  return (await graphql(UPDATE_CUSTOMER, { museumId, id, input: input as never })).updateCustomer;
}

const CREATE_MEMBERSHIP = gql(
  `mutation CreateMembership($museumId: ID!, $input: CreateMembershipInput!) { createMembership(museumId: $museumId, input: $input) { id name validFrom validTo } }`,
);
const UPDATE_MEMBERSHIP = gql(
  `mutation UpdateMembership($museumId: ID!, $id: ID!, $input: UpdateMembershipInput!) {
    updateMembership(museumId: $museumId, id: $id, input: $input) { id name validFrom validTo status }
  }`,
);

export interface MembershipInput {
  customerId: string;
  name: string;
  validFrom: string;
  validTo: string;
  autoRenew: boolean;
  guestsPerVisit: number;
}

export async function addMembership(museumId: string, input: MembershipInput) {
  return (await graphql(CREATE_MEMBERSHIP, { museumId, input })).createMembership;
}

/** A renewal: the membership's new period (its card stays the same). */
export async function renewMembership(museumId: string, id: string, period: { validFrom: string; validTo: string }) {
  return (await graphql(UPDATE_MEMBERSHIP, { museumId, id, input: period })).updateMembership;
}

/** How many guests the card brings to a visit (docs/orders.md, "Members book a slot"). */
export async function setGuestsPerVisit(museumId: string, id: string, guestsPerVisit: number) {
  return (await graphql(UPDATE_MEMBERSHIP, { museumId, id, input: { guestsPerVisit } })).updateMembership;
}

export async function cancelMembership(museumId: string, id: string) {
  return (await graphql(UPDATE_MEMBERSHIP, { museumId, id, input: { status: "CANCELLED" } })).updateMembership;
}

const ERASE_CUSTOMER = gql(`mutation EraseCustomer($museumId: ID!, $id: ID!) { eraseCustomer(museumId: $museumId, id: $id) { customerId erasedAt } }`);

export async function eraseCustomer(museumId: string, id: string) {
  return (await graphql(ERASE_CUSTOMER, { museumId, id })).eraseCustomer;
}
