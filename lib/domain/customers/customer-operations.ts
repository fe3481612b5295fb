import { z } from "zod";
import { defineOperation, lookUp, removalOperation } from "@/lib/domain/operations/operation";
import { recordId } from "@/lib/domain/shared/input-schemas";
import { createCustomer } from "./create-customer";
import { createCustomerInput, customerAnswer, updateCustomerInput } from "./customer-schemas";
import { deleteCustomer } from "./delete-customer";
import { getCustomer } from "./get-customer";
import { updateCustomer } from "./update-customer";

// A museum's customers in the operation catalog (docs/architecture.md, "The operation catalog"): the
// visitors and members it keeps details of. Finding them is search_customers (lib/mcp/tools) and
// GET /v1/customers, whose direct lookups are a door's own query parameters.

/** "Ada Lovelace (id), ada@example.org, member M-7, writes in de". */
function customerInWords(customer: z.output<typeof customerAnswer>): string {
  if (customer.erasedAt) return `A customer whose personal data was erased on request (${customer.id})`;
  const email = customer.email ? `, ${customer.email}` : ", no email";
  const member = customer.memberNumber ? `, member ${customer.memberNumber}` : "";
  return `${customer.name} (${customer.id})${email}${member}, emails in ${customer.language}`;
}

const customerId = recordId.describe("The customer's id (a UUID), as search_customers shows it.");

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
