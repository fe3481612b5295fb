import { createCustomerField } from "@/lib/domain/customer-fields/create-customer-field";
import { listCustomerFields } from "@/lib/domain/customer-fields/list-customer-fields";
import { apiRoute } from "@/lib/http/api-route";
import { customerFieldContracts } from "./contract";

export const GET = apiRoute(customerFieldContracts.list, ({ actor, paging, query }) =>
  listCustomerFields({ actor, paging, filter: query.filter }),
);

export const POST = apiRoute(customerFieldContracts.create, ({ actor, body }) => createCustomerField({ actor, input: body }));
