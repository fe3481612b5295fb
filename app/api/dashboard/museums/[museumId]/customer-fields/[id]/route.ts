import { updateCustomerFieldInput } from "@/lib/domain/customer-fields/customer-field-schemas";
import { deleteCustomerField } from "@/lib/domain/customer-fields/delete-customer-field";
import { updateCustomerField } from "@/lib/domain/customer-fields/update-customer-field";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

export const PATCH = dashboardRoute({ need: "administer", params: idParams, body: updateCustomerFieldInput }, ({ actor, params, body }) =>
  updateCustomerField({ actor, id: params.id, input: body }),
);

export const DELETE = dashboardRoute({ need: "administer", params: idParams, status: 204 }, ({ actor, params }) =>
  deleteCustomerField({ actor, id: params.id }),
);
