import { z } from "zod";
import { defineOperation, listing, lookUp, pageInput, pageInWords, removalOperation } from "@/lib/domain/operations/operation";
import { membershipsOfCustomer } from "@/lib/domain/memberships/list-memberships";
import { membershipInWords } from "@/lib/domain/memberships/membership-operations";
import { membershipAnswer } from "@/lib/domain/memberships/membership-schemas";
import { pageOf } from "@/lib/domain/shared/answer-schemas";
import { recordId } from "@/lib/domain/shared/input-schemas";
import { createCustomer } from "./create-customer";
import { createCustomerInput, customerAnswer, customerListQuery, erasureSummarySchema, updateCustomerInput } from "./customer-schemas";
import { eraseCustomer } from "./erase-customer";
import { deleteCustomer } from "./delete-customer";
import { getCustomer } from "./get-customer";
import { listCustomers } from "./list-customers";
import { updateCustomer } from "./update-customer";

// A museum's customers in the operation catalog (docs/architecture.md, "The operation catalog"): the
// visitors and members it keeps details of, found with the filter language or by an exact email or
// member number (GET /v1/customers' `email` and `member-number`).

/** "Ada Lovelace (id), ada@example.org, member M-7, writes in de". */
function customerInWords(customer: z.output<typeof customerAnswer>): string {
  if (customer.erasedAt) return `A customer whose personal data was erased on request (${customer.id})`;
  const email = customer.email ? `, ${customer.email}` : ", no email";
  const member = customer.memberNumber ? `, member ${customer.memberNumber}` : "";
  return `${customer.name} (${customer.id})${email}${member}, emails in ${customer.language}`;
}

const customerId = recordId.describe("The customer's id (a UUID), as search_customers shows it.");

const CUSTOMER_PAGE = { max: 200, fallback: 50 };

export const searchCustomersOperation = defineOperation({
  name: "search_customers",
  title: "Search customers",
  summary:
    "Finds a museum's customers, oldest first, with the filter language, or by exact email or member number; every argument given " +
    "narrows the search. filter fields: NAME, EMAIL, MEMBER_NUMBER, LANGUAGE, CREATED_AT; memberships as MEMBERSHIP.NAME, " +
    "MEMBERSHIP.VALID_TO, MEMBERSHIP.STATUS (holds when some membership matches); tickets as TICKET.STATUS; custom fields as " +
    'CUSTOM.<KEY>, e.g. {"operator":"CONTAINS","fieldName":"CUSTOM.SHOE_SIZE","value":"4"}.',
  noun: "customer",
  input: pageInput(CUSTOMER_PAGE).extend({
    email: customerListQuery.shape.email.describe("Only the customer with exactly this email address. With filter and memberNumber, a customer must match all given."),
    memberNumber: customerListQuery.shape["member-number"].describe("Only the customer with exactly this member number. With filter and email, a customer must match all given."),
  }),
  output: pageOf(customerAnswer),
  ...listing,
  run: (actor, { limit = CUSTOMER_PAGE.fallback, offset = 0, filter, email, memberNumber }) =>
    listCustomers({ actor, paging: { limit, offset }, query: { filter, email, "member-number": memberNumber } }),
  inWords: pageInWords("customer", customerInWords),
});

export const getCustomerOperation = defineOperation({
  name: "get_customer",
  title: "Look up a customer",
  summary: "Shows one customer: name, email, member number, language and custom fields.",
  noun: "customer",
  input: z.strictObject({ customerId }),
  output: customerAnswer,
  ...lookUp,
  run: (actor, { customerId: id }) => getCustomer({ actor, id }),
  inWords: customerInWords,
});

export const customerMembershipsOperation = defineOperation({
  name: "customer_memberships",
  title: "A customer's memberships",
  summary:
    "Shows one customer and all their memberships, oldest first: name, status, validity, whether it renews itself, how many guests " +
    "the member may book per visit, and the card's QR data.",
  noun: "customer",
  input: z.strictObject({ customerId }),
  output: customerAnswer.extend({ memberships: z.array(membershipAnswer).describe("Every membership of the customer, oldest first.") }),
  ...lookUp,
  run: async (actor, { customerId: id }) => {
    const customer = await getCustomer({ actor, id });
    return { ...customer, memberships: await membershipsOfCustomer({ actor, customerId: customer.id }) };
  },
  inWords: ({ memberships, ...customer }) =>
    [`${customerInWords(customer)}: ${memberships.length} membership(s).`, ...memberships.map((membership) => `- ${membershipInWords(membership)}`)].join("\n"),
});

export const createCustomerOperation = defineOperation({
  name: "create_customer",
  title: "Add a customer",
  summary: "Adds a customer (a visitor or member) with their name and, if given, email, member number, language and custom fields.",
  noun: "customer",
  input: createCustomerInput,
  output: customerAnswer,
  answerKind: "record",
  need: "modify",
  effect: "creates",
  audits: ["customer"],
  webhooks: ["customer.created"],
  errors: ["ALREADY_EXISTS"],
  run: (actor, input) => createCustomer({ actor, input }),
  inWords: (customer) => `Added the customer ${customerInWords(customer)}.`,
});

export const updateCustomerOperation = defineOperation({
  name: "update_customer",
  title: "Change a customer",
  summary: "Changes a customer's name, email, member number, language or custom fields; what is not given stays.",
  noun: "customer",
  input: updateCustomerInput.extend({ customerId }),
  output: customerAnswer,
  answerKind: "record",
  need: "modify",
  effect: "changes",
  audits: ["customer"],
  webhooks: ["customer.updated"],
  errors: ["NOT_FOUND", "ALREADY_EXISTS"],
  run: (actor, { customerId: id, ...input }) => updateCustomer({ actor, id, input }),
  inWords: (customer) => `Changed the customer: ${customerInWords(customer)}.`,
});

export const deleteCustomerOperation = removalOperation({
  name: "delete_customer",
  title: "Remove a customer",
  summary: "Removes a customer who has no memberships or tickets (IN_USE otherwise; erasing their personal data on request is another task).",
  noun: "customer",
  recordId: { name: "customerId", schema: customerId },
  audits: ["customer"],
  errors: ["NOT_FOUND", "IN_USE"],
  remove: (actor, id) => deleteCustomer({ actor, id }),
});

export const eraseCustomerOperation = defineOperation({
  name: "erase_customer",
  title: "Erase a person's data on request",
  summary:
    "Erases a customer's personal data for good, as the law's right to erasure asks (the person asked for it): name, email, member " +
    "number and custom fields, from their memberships (cancelled, so their cards stop admitting), orders, emails, webhook deliveries " +
    "and the audit trail, in one step. The customer keeps its id and its tickets count as anonymous sales. It cannot be undone.",
  noun: "erasure",
  about: "customerId",
  input: z.strictObject({ customerId }),
  output: erasureSummarySchema,
  answerKind: "record",
  need: "administer",
  effect: "destroys",
  audits: ["customer"],
  webhooks: [],
  errors: ["NOT_FOUND"],
  run: (actor, { customerId: id }) => eraseCustomer({ actor, id }),
  inWords: (erasure) =>
    `Erased the personal data of customer ${erasure.customerId} (erased ${erasure.erasedAt}): ${erasure.memberships} membership(s) cancelled, ` +
    `${erasure.orders} order(s), ${erasure.emails} email(s), ${erasure.auditEntries} audit entr(ies) and ${erasure.customFieldValues} custom field value(s) cleared.`,
});
