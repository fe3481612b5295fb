import { idParams } from "@/lib/domain/shared/input-schemas";
import { listWebhookDeliveries } from "@/lib/domain/webhooks/webhook-deliveries";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

/** The endpoint's delivery log, newest first (docs/webhooks.md, "Deliveries"). */
export const GET = dashboardRoute({ need: "administer", params: idParams, paging: true }, ({ actor, params, paging }) =>
  listWebhookDeliveries({ actor, endpointId: params.id, paging }),
);
