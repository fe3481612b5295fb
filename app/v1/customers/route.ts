import { createCustomer } from "@/lib/domain/customers/create-customer";
import { listCustomers } from "@/lib/domain/customers/list-customers";
import { apiRoute } from "@/lib/http/api-route";
import { customerContracts } from "./contract";

export const GET = apiRoute(customerContracts.list, ({ actor, paging, query }) => listCustomers({ actor, paging, query }));

export const POST = apiRoute(customerContracts.create, ({ actor, body }) => createCustomer({ actor, input: body }));
