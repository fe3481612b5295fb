import { idParams } from "@/lib/domain/shared/input-schemas";
import { sendTestEvent } from "@/lib/domain/webhooks/webhook-deliveries";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

/** Queues a webhook.test event for the endpoint: 202, as POST /v1/webhook-endpoints/{id}/test answers. */
export const POST = dashboardRoute({ need: "administer", params: idParams, status: 202 }, ({ actor, params }) => sendTestEvent({ actor, endpointId: params.id }));
