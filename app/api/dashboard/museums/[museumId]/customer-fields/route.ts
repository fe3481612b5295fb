import { createCustomerField } from "@/lib/domain/customer-fields/create-customer-field";
import { createCustomerFieldInput } from "@/lib/domain/customer-fields/customer-field-schemas";
import { listCustomerFields } from "@/lib/domain/customer-fields/list-customer-fields";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

export const GET = dashboardRoute({ need: "read", paging: true }, ({ actor, paging }) => listCustomerFields({ actor, paging }));

export const POST = dashboardRoute({ need: "administer", body: createCustomerFieldInput, status: 201 }, ({ actor, body }) =>
  createCustomerField({ actor, input: body }),
);
