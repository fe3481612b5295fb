import { listConnectedAssistants } from "@/lib/domain/assistants/connected-assistants";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

/** Owners and admins: the assistants the museum's staff have connected (docs/mcp.md, "Disconnecting an assistant"). */
export const GET = dashboardRoute({ need: "administer", paging: true }, ({ actor, paging }) => listConnectedAssistants({ actor, paging }));
