import { deleteCustomer } from "@/lib/domain/customers/delete-customer";
import { getCustomer } from "@/lib/domain/customers/get-customer";
import { updateCustomer } from "@/lib/domain/customers/update-customer";
import { apiRoute } from "@/lib/http/api-route";
import { customerContracts } from "../contract";

export const GET = apiRoute(customerContracts.get, ({ actor, params }) => getCustomer({ actor, id: params.id }));

export const PATCH = apiRoute(customerContracts.update, ({ actor, params, body }) => updateCustomer({ actor, id: params.id, input: body }));

export const DELETE = apiRoute(customerContracts.delete, ({ actor, params }) => deleteCustomer({ actor, id: params.id }));
