import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, graphql } from "../graphql-client";

// Customers and memberships: the filtered lists, one customer with their memberships (and the signed QR
// content of each), and the two membership emails. Each record's fields are one fragment, and its type
// is that fragment's result.

const MEMBERSHIP_FIELDS = gql(`fragment MembershipFields on Membership { id customerId name validFrom validTo status autoRenew guestsPerVisit cancelledAt }`);
const CUSTOMER_FIELDS = gql(
  `fragment CustomerFields on Customer { id name email memberNumber language customFields memberships { ...MembershipFields } }`,
  [MEMBERSHIP_FIELDS],
);
const MEMBERSHIP_ROW_FIELDS = gql(`fragment MembershipRowFields on Membership { ...MembershipFields customer { id name email } }`, [MEMBERSHIP_FIELDS]);

export type MembershipItem = ResultOf<typeof MEMBERSHIP_FIELDS>;
export type CustomerItem = ResultOf<typeof CUSTOMER_FIELDS>;
export type MembershipRow = ResultOf<typeof MEMBERSHIP_ROW_FIELDS>;

export interface Page<T> {
  total: number;
  list: T[];
}

const CUSTOMERS = gql(
  `query Customers($museumId: ID!, $filter: String, $limit: Int!, $offset: Int!) {
    museum(id: $museumId) { customers(filter: $filter, limit: $limit, offset: $offset) { total list { ...CustomerFields } } }
  }`,
  [CUSTOMER_FIELDS],
);

export async function fetchCustomers(museumId: string, filter: string, limit: number, offset: number): Promise<Page<CustomerItem>> {
  const data = await graphql(CUSTOMERS, { museumId, filter: filter || null, limit, offset });
  return answered(answered(data.museum).customers);
}

const MEMBERSHIPS = gql(
  `query Memberships($museumId: ID!, $filter: String, $limit: Int!, $offset: Int!) {
    museum(id: $museumId) { memberships(filter: $filter, limit: $limit, offset: $offset) { total list { ...MembershipRowFields } } }
  }`,
  [MEMBERSHIP_ROW_FIELDS],
);

export async function fetchMemberships(museumId: string, filter: string, limit: number, offset: number): Promise<Page<MembershipRow>> {
  const data = await graphql(MEMBERSHIPS, { museumId, filter: filter || null, limit, offset });
  return answered(answered(data.museum).memberships);
}

const CUSTOMER = gql(
  `query Customer($museumId: ID!, $id: ID!) {
    museum(id: $museumId) {
      customer(id: $id) { id name email memberNumber language customFields erasedAt createdAt memberships { ...MembershipFields qrData } }
    }
  }`,
  [MEMBERSHIP_FIELDS],
);

export type CustomerDetail = NonNullable<NonNullable<ResultOf<typeof CUSTOMER>["museum"]>["customer"]>;

export async function fetchCustomer(museumId: string, id: string): Promise<CustomerDetail | null> {
  const data = await graphql(CUSTOMER, { museumId, id });
  return answered(data.museum).customer;
}

export type MembershipEmail = "receipt" | "cancel-subscription";

const SEND_RECEIPT = gql(
  `mutation SendReceipt($museumId: ID!, $membershipId: ID!) { sendMembershipEmail(museumId: $museumId, membershipId: $membershipId) { emailId status } }`,
);
const SEND_CANCEL_SUBSCRIPTION = gql(
  `mutation SendCancelSubscription($museumId: ID!, $membershipId: ID!) {
    sendCancelSubscriptionEmail(museumId: $museumId, membershipId: $membershipId) { emailId status }
  }`,
);

export type QueuedEmail = ResultOf<typeof SEND_RECEIPT>["sendMembershipEmail"];

export async function sendMembershipEmail(museumId: string, membershipId: string, email: MembershipEmail): Promise<QueuedEmail> {
  const variables = { museumId, membershipId };
  if (email === "receipt") return (await graphql(SEND_RECEIPT, variables)).sendMembershipEmail;
  return (await graphql(SEND_CANCEL_SUBSCRIPTION, variables)).sendCancelSubscriptionEmail;
}
