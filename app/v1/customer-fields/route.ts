import { createCustomerField } from "@/lib/domain/customer-fields/create-customer-field";
import { listCustomerFields } from "@/lib/domain/customer-fields/list-customer-fields";
import { listQuery } from "@/lib/domain/shared/input-schemas";
import { createCustomerFieldInput } from "@/lib/domain/customer-fields/customer-field-schemas";
import { apiRoute } from "@/lib/http/api-route";
import { DEFAULT_PAGING } from "@/lib/http/paging";

export const GET = apiRoute({ paging: DEFAULT_PAGING, query: listQuery }, ({ actor, paging, query }) =>
  listCustomerFields({ actor, paging, filter: query.filter }),
);

export const POST = apiRoute({ body: createCustomerFieldInput, status: 201 }, ({ actor, body }) => createCustomerField({ actor, input: body }));
