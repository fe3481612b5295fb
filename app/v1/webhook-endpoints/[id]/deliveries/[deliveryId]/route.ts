import { getWebhookDelivery } from "@/lib/domain/webhooks/webhook-deliveries";
import { apiRoute } from "@/lib/http/api-route";
import { webhookEndpointContracts } from "../../../contract";

export const GET = apiRoute(webhookEndpointContracts.delivery, ({ actor, params }) => getWebhookDelivery({ actor, endpointId: params.id, deliveryId: params.deliveryId }));
