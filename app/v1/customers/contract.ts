import {
  createCustomerOperation,
  deleteCustomerOperation,
  getCustomerOperation,
  updateCustomerOperation,
} from "@/lib/domain/customers/customer-operations";
import { customerAnswer, customerListQuery } from "@/lib/domain/customers/customer-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { listContract } from "@/lib/http/crud-contracts";
import { operationEndpoint } from "@/lib/http/operation-endpoint";

// /v1/customers and /v1/customers/{id}.

const tag = "Customers";

// The list keeps a contract of its own: its direct lookups (member-number, email) are query parameters only /v1 has.
export const customerListContract = listContract({
  tag,
  noun: "customer",
  record: customerAnswer,
  paging: DEFAULT_PAGING,
  listQuery: customerListQuery,
  notes: { list: "member-number and email look customers up directly (exact, email case-insensitive) and are strongly consistent; filter is eventually consistent." },
});

// The rest is made from the operation catalog (lib/http/operation-endpoint.ts).
export const customerEndpoints = {
  create: operationEndpoint(createCustomerOperation, { tag, status: 201 }),
  get: operationEndpoint(getCustomerOperation, { tag, pathId: "customerId" }),
  update: operationEndpoint(updateCustomerOperation, { tag, pathId: "customerId" }),
  delete: operationEndpoint(deleteCustomerOperation, { tag, pathId: "customerId", status: 204 }),
};
