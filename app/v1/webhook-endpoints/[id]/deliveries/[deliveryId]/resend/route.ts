import { resendWebhookDelivery } from "@/lib/domain/webhooks/webhook-deliveries";
import { apiRoute } from "@/lib/http/api-route";
import { webhookEndpointContracts } from "../../../../contract";

export const POST = apiRoute(webhookEndpointContracts.resend, ({ actor, params }) => resendWebhookDelivery({ actor, endpointId: params.id, deliveryId: params.deliveryId }));
