import { disconnectAssistant } from "@/lib/domain/assistants/connected-assistants";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

export const DELETE = dashboardRoute({ need: "administer", params: idParams }, ({ actor, params }) => disconnectAssistant({ actor, id: params.id }));
