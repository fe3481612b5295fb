import { revokeApiKey } from "@/lib/domain/api-keys/revoke-api-key";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

export const DELETE = dashboardRoute({ need: "administer", params: idParams }, ({ actor, params }) => revokeApiKey({ actor, id: params.id }));
