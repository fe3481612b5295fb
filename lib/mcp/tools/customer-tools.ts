import { z } from "zod";
import { pageSummary } from "@/lib/domain/operations/operation";
import { gql } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { filterFor, limit, museumId, offset, recordId, totalOutput, type PageRule } from "./shared-inputs";

const PAGE: PageRule = { max: 200, fallback: 50 };

const CUSTOMERS = gql(`
  query Customers($museumId: ID!, $filter: String, $email: String, $memberNumber: String, $limit: Int, $offset: Int) {
    museum(id: $museumId) {
      customers(filter: $filter, email: $email, memberNumber: $memberNumber, limit: $limit, offset: $offset) {
        total list { id name email memberNumber language customFields createdAt }
      }
    }
  }
`);

const CUSTOMER_MEMBERSHIPS = gql(`
  query CustomerMemberships($museumId: ID!, $customerId: ID!) {
    museum(id: $museumId) { customer(id: $customerId) { id name email memberNumber memberships { id name status validFrom validTo autoRenew guestsPerVisit cancelledAt } } }
  }
`);

/** What a summary line shows of a customer, in either answer. */
interface Customer {
  id: string;
  name: string;
  email: string | null;
  memberNumber: string | null;
}

const customerFields = {
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  memberNumber: z.string().nullable(),
};

function line(customer: Customer): string {
  return `- ${customer.name} (${customer.id})${customer.email ? `, ${customer.email}` : ""}${customer.memberNumber ? `, member ${customer.memberNumber}` : ""}`;
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
  email: z.string().max(254).optional().describe("Only the customer with exactly this email address (strongly consistent). Combined with filter and memberNumber: a customer must match all given."),
  memberNumber: z.string().max(100).optional().describe("Only the customer with exactly this member number (strongly consistent). Combined with filter and email: a customer must match all given."),
  limit: limit(PAGE),
  offset,
});

export const searchCustomers: ToolDefinition<typeof searchInput> = {
  name: "search_customers",
  title: "Search customers",
  description:
    "Finds a museum's customers, oldest first, with the filter language (see filter), or by exact email or member number. " +
    "Every argument given narrows the search (they combine with AND). Answers total and the page of customers with their custom fields.",
  input: searchInput,
  output: {
    total: totalOutput,
    list: z.array(
      z.object({
        ...customerFields,
        language: z.string().describe("The customer's language, ISO 639-1."),
        customFields: z.record(z.string(), z.unknown()).describe("The museum's custom fields, by key."),
        createdAt: z.string(),
      }),
    ),
  },
  need: "read",
  annotations: READ_ONLY,
  async run({ museumId, filter, email, memberNumber, limit = PAGE.fallback, offset = 0 }, context) {
    const data = await graphql(context, CUSTOMERS, { museumId, filter: filter && JSON.stringify(filter), email, memberNumber, limit, offset });
    const { total, list } = answered(answered(data.museum).customers);
    return { summary: [pageSummary("customer(s)", total, offset, list.length), ...list.map(line)].join("\n"), data: { total, list } };
  },
};

const membershipsInput = z.object({ museumId, customerId: recordId("customer", "search_customers") });

export const customerMemberships: ToolDefinition<typeof membershipsInput> = {
  name: "customer_memberships",
  title: "A customer's memberships",
  description:
    "Shows one customer and all their memberships (oldest first): name, status, validity, whether it renews automatically, and how " +
    "many guests the member may book per visit.",
  input: membershipsInput,
  output: {
    customer: z.object({
      ...customerFields,
      memberships: z.array(
        z.object({
          id: z.string().describe("The membership's id, for send_membership_email and send_cancel_subscription_email."),
          name: z.string(),
          status: z.enum(["ACTIVE", "CANCELLED"]),
          validFrom: z.string().describe("UTC instant."),
          validTo: z.string().describe("UTC instant."),
          autoRenew: z.boolean().describe("Renews automatically (a subscription)."),
          guestsPerVisit: z.number().int().describe("How many guests the member may book beside their own place for one visit (one time slot)."),
          cancelledAt: z.string().nullable(),
        }),
      ),
    }),
  },
  need: "read",
  recordArgument: "customerId",
  annotations: READ_ONLY,
  async run({ museumId, customerId }, context) {
    const data = await graphql(context, CUSTOMER_MEMBERSHIPS, { museumId, customerId });
    const customer = answered(answered(data.museum).customer);
    const lines = customer.memberships.map(
      (membership) =>
        `- ${membership.name} (${membership.id}): ${membership.status}, valid to ${membership.validTo}, ${membership.guestsPerVisit} guest(s) per visit` +
        (membership.autoRenew ? ", renews automatically" : ""),
    );
    return { summary: [`${customer.name} (${customer.id}) has ${customer.memberships.length} membership(s).`, ...lines].join("\n"), data: { customer } };
  },
};
