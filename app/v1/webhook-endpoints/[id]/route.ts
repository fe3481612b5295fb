import { deleteWebhookEndpoint, getWebhookEndpoint, updateWebhookEndpoint } from "@/lib/domain/webhooks/webhook-endpoints";
import { apiRoute } from "@/lib/http/api-route";
import { webhookEndpointContracts } from "../contract";

export const GET = apiRoute(webhookEndpointContracts.get, ({ actor, params }) => getWebhookEndpoint({ actor, id: params.id }));

export const PATCH = apiRoute(webhookEndpointContracts.update, ({ actor, params, body }) => updateWebhookEndpoint({ actor, id: params.id, input: body }));

export const DELETE = apiRoute(webhookEndpointContracts.delete, ({ actor, params }) => deleteWebhookEndpoint({ actor, id: params.id }));
