import { z } from "zod";
import { issueApiKey } from "@/lib/domain/api-keys/create-api-key";
import { listApiKeys } from "@/lib/domain/api-keys/list-api-keys";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

export const GET = dashboardRoute({ need: "read", paging: true }, ({ actor, paging }) => listApiKeys({ actor, paging }));

/** The answer holds the whole key, this once; only its hash is kept. */
export const POST = dashboardRoute(
  { need: "administer", body: z.strictObject({ name: z.string().trim().min(1).max(100) }), status: 201 },
  ({ actor, body }) => issueApiKey({ actor, name: body.name }),
);
