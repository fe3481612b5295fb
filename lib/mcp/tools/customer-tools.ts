import { z } from "zod";
import { graphql, READ_ONLY, SENDS_EMAIL, type ToolDefinition } from "../tool-kit";
import { filterFor, limit, museumId, offset } from "./shared-inputs";

const MEMBERSHIP_FIELDS = "id name status validFrom validTo autoRenew cancelledAt";

interface Customer {
  id: string;
  name: string;
  email: string | null;
  memberNumber: string | null;
}

const searchInput = z.object({
  museumId,
  filter: filterFor(
    "CUSTOMER",
    ': NAME, EMAIL, MEMBER_NUMBER, LANGUAGE, CREATED_AT; memberships as MEMBERSHIP.NAME, MEMBERSHIP.VALID_TO, MEMBERSHIP.STATUS ' +
      '(holds when some membership matches); tickets as TICKET.STATUS; custom fields as CUSTOM.<KEY>, e.g. CUSTOM.SHOE_SIZE. ' +
      'Example: {"operator":"AND","conditions":[{"operator":"CONTAINS","fieldName":"NAME","value":"ada"},' +
      '{"operator":"GREATER_OR_EQUAL","fieldName":"MEMBERSHIP.VALID_TO","value":"2026-06-01"}]}',
  ),
  email: z.string().max(254).optional().describe("Exact email lookup (strongly consistent)."),
  memberNumber: z.string().max(100).optional().describe("Exact member-number lookup (strongly consistent)."),
  limit: limit(1000),
  offset,
});

export const searchCustomers: ToolDefinition<typeof searchInput> = {
  name: "search_customers",
  title: "Search customers",
  description:
    "Finds a museum's customers with the filter language (see the filter parameter), or by exact email or member number. " +
    "Answers total and the page of customers with their custom fields.",
  input: searchInput,
  annotations: READ_ONLY,
  async run({ museumId, filter, email, memberNumber, limit, offset }, context) {
    const data = await graphql<{ museum: { customers: { total: number; list: Customer[] } } }>(
      context,
      `query($museumId: ID!, $filter: String, $email: String, $memberNumber: String, $limit: Int, $offset: Int) {
        museum(id: $museumId) {
          customers(filter: $filter, email: $email, memberNumber: $memberNumber, limit: $limit, offset: $offset) {
            total list { id name email memberNumber language customFields createdAt }
          }
        }
      }`,
      { museumId, filter: filter && JSON.stringify(filter), email, memberNumber, limit, offset },
    );
    const { total, list } = data.museum.customers;
    const lines = list.map((customer) => `- ${customer.name} (${customer.id})${customer.email ? `, ${customer.email}` : ""}${customer.memberNumber ? `, member ${customer.memberNumber}` : ""}`);
    return { summary: `${total} customer(s) match; showing ${list.length}.\n${lines.join("\n")}`, data: { total, list } };
  },
};

const membershipsInput = z.object({ museumId, customerId: z.string().min(1).describe("The customer's id (search_customers shows it).") });

export const customerMemberships: ToolDefinition<typeof membershipsInput> = {
  name: "customer_memberships",
  title: "A customer's memberships",
  description: "Shows one customer and all their memberships (oldest first): name, status, validity and whether it renews automatically.",
  input: membershipsInput,
  annotations: READ_ONLY,
  async run({ museumId, customerId }, context) {
    const data = await graphql<{ museum: { customer: (Customer & { memberships: { name: string; status: string; validTo: string }[] }) | null } }>(
      context,
      `query($museumId: ID!, $customerId: ID!) {
        museum(id: $museumId) { customer(id: $customerId) { id name email memberNumber memberships { ${MEMBERSHIP_FIELDS} } } }
      }`,
      { museumId, customerId },
    );
    const customer = data.museum.customer!;
    const lines = customer.memberships.map((membership) => `- ${membership.name}: ${membership.status}, valid to ${membership.validTo}`);
    return { summary: `${customer.name} has ${customer.memberships.length} membership(s).\n${lines.join("\n")}`, data: { customer } };
  },
};

const emailInput = z.object({ museumId, membershipId: z.string().min(1).describe("The membership's id (customer_memberships shows it).") });

function sendTool(name: string, title: string, mutation: string, what: string): ToolDefinition<typeof emailInput> {
  return {
    name,
    title,
    description: `Sends the customer ${what}. The email is queued and delivered by Foyer's outbox. Needs a role that may change the museum (OWNER, ADMIN or EDITOR).`,
    input: emailInput,
    annotations: SENDS_EMAIL,
    async run({ museumId, membershipId }, context) {
      const data = await graphql<Record<string, { emailId: string; status: string }>>(
        context,
        `mutation($museumId: ID!, $membershipId: ID!) { ${mutation}(museumId: $museumId, membershipId: $membershipId) { emailId status } }`,
        { museumId, membershipId },
      );
      const email = data[mutation]!;
      return { summary: `Queued ${what} (email ${email.emailId}).`, data: { email } };
    },
  };
}

export const sendMembershipEmail = sendTool("send_membership_email", "Send the membership receipt", "sendMembershipEmail", "the membership receipt with its QR code");
export const sendCancelSubscriptionEmail = sendTool(
  "send_cancel_subscription_email",
  "Send the cancel-subscription email",
  "sendCancelSubscriptionEmail",
  "the email about cancelling an automatically renewing membership",
);

const qrInput = z.object({
  museumId,
  qrData: z.string().min(1).max(4000).describe("The entire content of the membership QR code (a full address with query string)."),
});

export const verifyMembershipQr: ToolDefinition<typeof qrInput> = {
  name: "verify_membership_qr",
  title: "Verify a membership QR code",
  description: "Checks the data of a membership QR code: valid is true only for a genuine, current membership of this museum. Every role may run it.",
  input: qrInput,
  annotations: READ_ONLY,
  async run({ museumId, qrData }, context) {
    const data = await graphql<{ verifyMembershipQrCode: { valid: boolean; customerName: string | null; membershipName: string | null; validTo: string | null } }>(
      context,
      `mutation($museumId: ID!, $qrData: String!) { verifyMembershipQrCode(museumId: $museumId, qrData: $qrData) { valid customerName membershipName validTo } }`,
      { museumId, qrData },
    );
    const result = data.verifyMembershipQrCode;
    return {
      summary: result.valid ? `Valid: ${result.membershipName} of ${result.customerName}, until ${result.validTo}.` : "Not valid.",
      data: { verification: result },
    };
  },
};
