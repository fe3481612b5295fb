import { createWebhookEndpoint, listWebhookEndpoints } from "@/lib/domain/webhooks/webhook-endpoints";
import { apiRoute } from "@/lib/http/api-route";
import { webhookEndpointContracts } from "./contract";

export const GET = apiRoute(webhookEndpointContracts.list, ({ actor, paging }) => listWebhookEndpoints({ actor, paging }));

export const POST = apiRoute(webhookEndpointContracts.create, ({ actor, body }) => createWebhookEndpoint({ actor, input: body }));
