import { getWebhookDelivery } from "@/lib/domain/webhooks/webhook-deliveries";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";
import { deliveryParams } from "./delivery-params";

export const dynamic = "force-dynamic";

/** One delivery with its payload and every attempt, oldest first. */
export const GET = dashboardRoute({ need: "administer", params: deliveryParams }, ({ actor, params }) =>
  getWebhookDelivery({ actor, endpointId: params.id, deliveryId: params.deliveryId }),
);
