import { z } from "zod";
import { createCustomerInput, customerListQuery, updateCustomerInput } from "@/lib/domain/customers/customer-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { crudContracts } from "@/lib/http/crud-contracts";
import { timestamp } from "@/lib/domain/shared/answer-schemas";

// The contracts of /v1/customers and /v1/customers/{id} (lib/http/endpoint-contract.ts).

const customerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable().describe("Stored in lower case"),
  memberNumber: z.string().nullable(),
  language: z.string(),
  customFields: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]))
    .describe("Values by custom field key; dates as ISO 8601 strings, list fields as arrays of strings"),
  erasedAt: timestamp.nullable().describe("When the customer's personal data was erased on request (POST /v1/customers/{id}/erase); null otherwise"),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const customerContracts = crudContracts({
  tag: "Customers",
  noun: "customer",
  record: customerSchema,
  create: createCustomerInput,
  update: updateCustomerInput,
  paging: DEFAULT_PAGING,
  listQuery: customerListQuery,
  notes: {
    create:
      "customFields is an object keyed by the museum's customer field keys; each value must match the field's type " +
      "(string, number, date as ISO 8601, boolean, list as an array of strings). memberNumber is unique in the museum.",
    list: "member-number and email look customers up directly (exact, email case-insensitive) and are strongly consistent; filter is eventually consistent.",
    update: "customFields replaces only the keys it names; null clears a value.",
    delete: "Refused with IN_USE while the customer has memberships or tickets.",
  },
  errors: { create: ["ALREADY_EXISTS"], update: ["ALREADY_EXISTS"], delete: ["IN_USE"] },
});
