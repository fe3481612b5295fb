import { graphql } from "../graphql-client";

// Customers and memberships: the filtered lists, one customer with their memberships (and the signed QR
// content of each), and the two membership emails.

export interface MembershipItem {
  id: string;
  customerId: string;
  name: string;
  validFrom: string;
  validTo: string;
  status: "ACTIVE" | "CANCELLED";
  autoRenew: boolean;
  cancelledAt: string | null;
}

export interface CustomerItem {
  id: string;
  name: string;
  email: string | null;
  memberNumber: string | null;
  language: string;
  customFields: Record<string, unknown>;
  memberships: MembershipItem[];
}

export interface MembershipRow extends MembershipItem {
  customer: { id: string; name: string; email: string | null };
}

export interface Page<T> {
  total: number;
  list: T[];
}

const MEMBERSHIP_FIELDS = "id customerId name validFrom validTo status autoRenew cancelledAt";
const CUSTOMER_FIELDS = `id name email memberNumber language customFields memberships { ${MEMBERSHIP_FIELDS} }`;

type Museum<T> = { museum: T };

export async function fetchCustomers(museumId: string, filter: string, limit: number, offset: number): Promise<Page<CustomerItem>> {
  const data = await graphql<Museum<{ customers: Page<CustomerItem> }>>(
    `query Customers($museumId: ID!, $filter: String, $limit: Int!, $offset: Int!) {
      museum(id: $museumId) { customers(filter: $filter, limit: $limit, offset: $offset) { total list { ${CUSTOMER_FIELDS} } } }
    }`,
    { museumId, filter: filter || null, limit, offset },
  );
  return data.museum.customers;
}

export async function fetchMemberships(museumId: string, filter: string, limit: number, offset: number): Promise<Page<MembershipRow>> {
  const data = await graphql<Museum<{ memberships: Page<MembershipRow> }>>(
    `query Memberships($museumId: ID!, $filter: String, $limit: Int!, $offset: Int!) {
      museum(id: $museumId) { memberships(filter: $filter, limit: $limit, offset: $offset) { total list { ${MEMBERSHIP_FIELDS} customer { id name email } } } }
    }`,
    { museumId, filter: filter || null, limit, offset },
  );
  return data.museum.memberships;
}

export interface CustomerDetail extends Omit<CustomerItem, "memberships"> {
  createdAt: string;
  memberships: (MembershipItem & { qrData: string })[];
}

export async function fetchCustomer(museumId: string, id: string): Promise<CustomerDetail | null> {
  const data = await graphql<Museum<{ customer: CustomerDetail | null }>>(
    `query Customer($museumId: ID!, $id: ID!) {
      museum(id: $museumId) { customer(id: $id) { id name email memberNumber language customFields createdAt memberships { ${MEMBERSHIP_FIELDS} qrData } } }
    }`,
    { museumId, id },
  );
  return data.museum.customer;
}

export type MembershipEmail = "receipt" | "cancel-subscription";

export async function sendMembershipEmail(museumId: string, membershipId: string, email: MembershipEmail): Promise<{ emailId: string; status: string }> {
  const field = email === "receipt" ? "sendMembershipEmail" : "sendCancelSubscriptionEmail";
  const data = await graphql<Record<string, { emailId: string; status: string }>>(
    `mutation SendEmail($museumId: ID!, $membershipId: ID!) { ${field}(museumId: $museumId, membershipId: $membershipId) { emailId status } }`,
    { museumId, membershipId },
  );
  return data[field]!;
}
