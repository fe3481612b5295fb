import { sendTestEvent } from "@/lib/domain/webhooks/webhook-deliveries";
import { apiRoute } from "@/lib/http/api-route";
import { webhookEndpointContracts } from "../../contract";

export const POST = apiRoute(webhookEndpointContracts.test, ({ actor, params }) => sendTestEvent({ actor, endpointId: params.id }));
