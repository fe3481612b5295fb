import { getWebhookDelivery } from "@/lib/domain/webhooks/webhook-deliveries";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";
import { webhookDeliveryParams } from "@/lib/domain/webhooks/webhook-endpoint-schemas";

export const dynamic = "force-dynamic";

/** One delivery with its payload and every attempt, oldest first. */
export const GET = dashboardRoute({ need: "administer", params: webhookDeliveryParams }, ({ actor, params }) =>
  getWebhookDelivery({ actor, endpointId: params.id, deliveryId: params.deliveryId }),
);
