import { deleteCustomer } from "@/lib/domain/customers/delete-customer";
import { getCustomer } from "@/lib/domain/customers/get-customer";
import { updateCustomerInput } from "@/lib/domain/customers/customer-schemas";
import { updateCustomer } from "@/lib/domain/customers/update-customer";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ params: idParams }, ({ actor, params }) => getCustomer({ actor, id: params.id }));

export const PATCH = apiRoute({ params: idParams, body: updateCustomerInput }, ({ actor, params, body }) =>
  updateCustomer({ actor, id: params.id, input: body }),
);

export const DELETE = apiRoute({ params: idParams, status: 204 }, ({ actor, params }) => deleteCustomer({ actor, id: params.id }));
