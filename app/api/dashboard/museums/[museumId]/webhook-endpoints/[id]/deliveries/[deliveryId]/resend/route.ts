import { resendWebhookDelivery } from "@/lib/domain/webhooks/webhook-deliveries";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";
import { webhookDeliveryParams } from "@/lib/domain/webhooks/webhook-endpoint-schemas";

export const dynamic = "force-dynamic";

/** Queues the delivery to go again at once, under the webhook-id it always had: 202, as /v1 answers. */
export const POST = dashboardRoute({ need: "administer", params: webhookDeliveryParams, status: 202 }, ({ actor, params }) =>
  resendWebhookDelivery({ actor, endpointId: params.id, deliveryId: params.deliveryId }),
);
