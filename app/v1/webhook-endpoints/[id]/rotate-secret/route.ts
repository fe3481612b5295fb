import { rotateWebhookSecret } from "@/lib/domain/webhooks/webhook-endpoints";
import { apiRoute } from "@/lib/http/api-route";
import { webhookEndpointContracts } from "../../contract";

export const POST = apiRoute(webhookEndpointContracts.rotateSecret, ({ actor, params }) => rotateWebhookSecret({ actor, id: params.id }));
