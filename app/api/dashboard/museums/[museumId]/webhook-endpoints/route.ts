import { createWebhookEndpointInput } from "@/lib/domain/webhooks/webhook-endpoint-schemas";
import { createWebhookEndpoint, listWebhookEndpoints } from "@/lib/domain/webhooks/webhook-endpoints";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

// The Webhooks page's routes: owners and admins only, like the audit trail (docs/webhooks.md, "Endpoints").

export const GET = dashboardRoute({ need: "administer", paging: true }, ({ actor, paging }) => listWebhookEndpoints({ actor, paging }));

/** The answer holds the signing secret, this once; reads never show it. */
export const POST = dashboardRoute({ need: "administer", body: createWebhookEndpointInput, status: 201 }, ({ actor, body }) =>
  createWebhookEndpoint({ actor, input: body }),
);
