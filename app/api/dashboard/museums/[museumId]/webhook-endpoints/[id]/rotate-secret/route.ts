import { idParams } from "@/lib/domain/shared/input-schemas";
import { rotateWebhookSecret } from "@/lib/domain/webhooks/webhook-endpoints";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

/** The answer holds the new secret, this once; the old one keeps signing beside it for 24 hours. */
export const POST = dashboardRoute({ need: "administer", params: idParams }, ({ actor, params }) => rotateWebhookSecret({ actor, id: params.id }));
