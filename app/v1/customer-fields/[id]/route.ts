import { deleteCustomerField } from "@/lib/domain/customer-fields/delete-customer-field";
import { getCustomerField } from "@/lib/domain/customer-fields/get-customer-field";
import { updateCustomerFieldInput } from "@/lib/domain/customer-fields/customer-field-schemas";
import { updateCustomerField } from "@/lib/domain/customer-fields/update-customer-field";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ params: idParams }, ({ actor, params }) => getCustomerField({ actor, id: params.id }));

export const PATCH = apiRoute({ params: idParams, body: updateCustomerFieldInput }, ({ actor, params, body }) =>
  updateCustomerField({ actor, id: params.id, input: body }),
);

export const DELETE = apiRoute({ params: idParams, status: 204 }, ({ actor, params }) => deleteCustomerField({ actor, id: params.id }));
