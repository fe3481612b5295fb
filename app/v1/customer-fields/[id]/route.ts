import { deleteCustomerField } from "@/lib/domain/customer-fields/delete-customer-field";
import { getCustomerField } from "@/lib/domain/customer-fields/get-customer-field";
import { updateCustomerField } from "@/lib/domain/customer-fields/update-customer-field";
import { apiRoute } from "@/lib/http/api-route";
import { customerFieldContracts } from "../contract";

export const GET = apiRoute(customerFieldContracts.get, ({ actor, params }) => getCustomerField({ actor, id: params.id }));

export const PATCH = apiRoute(customerFieldContracts.update, ({ actor, params, body }) =>
  updateCustomerField({ actor, id: params.id, input: body }),
);

export const DELETE = apiRoute(customerFieldContracts.delete, ({ actor, params }) => deleteCustomerField({ actor, id: params.id }));
