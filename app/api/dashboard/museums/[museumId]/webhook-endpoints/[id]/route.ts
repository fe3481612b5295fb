import { idParams } from "@/lib/domain/shared/input-schemas";
import { updateWebhookEndpointInput } from "@/lib/domain/webhooks/webhook-endpoint-schemas";
import { deleteWebhookEndpoint, updateWebhookEndpoint } from "@/lib/domain/webhooks/webhook-endpoints";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

export const PATCH = dashboardRoute({ need: "administer", params: idParams, body: updateWebhookEndpointInput }, ({ actor, params, body }) =>
  updateWebhookEndpoint({ actor, id: params.id, input: body }),
);

export const DELETE = dashboardRoute({ need: "administer", params: idParams, status: 204 }, ({ actor, params }) => deleteWebhookEndpoint({ actor, id: params.id }));
