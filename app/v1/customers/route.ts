import { createCustomer } from "@/lib/domain/customers/create-customer";
import { createCustomerInput, customerListQuery } from "@/lib/domain/customers/customer-schemas";
import { listCustomers } from "@/lib/domain/customers/list-customers";
import { apiRoute } from "@/lib/http/api-route";
import { DEFAULT_PAGING } from "@/lib/http/paging";

export const GET = apiRoute({ paging: DEFAULT_PAGING, query: customerListQuery }, ({ actor, paging, query }) =>
  listCustomers({ actor, paging, query }),
);

export const POST = apiRoute({ body: createCustomerInput, status: 201 }, ({ actor, body }) => createCustomer({ actor, input: body }));
