import { listWebhookDeliveries } from "@/lib/domain/webhooks/webhook-deliveries";
import { apiRoute } from "@/lib/http/api-route";
import { webhookEndpointContracts } from "../../contract";

export const GET = apiRoute(webhookEndpointContracts.deliveries, ({ actor, params, paging }) => listWebhookDeliveries({ actor, endpointId: params.id, paging }));
