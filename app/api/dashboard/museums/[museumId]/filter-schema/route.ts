import { describeFilterSchema } from "@/lib/filter/describe-schema";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

/** The same document as GET /v1/schema: every filterable field and its operators, custom fields included. */
export const GET = dashboardRoute({ need: "read" }, ({ actor }) => describeFilterSchema({ actor }));
