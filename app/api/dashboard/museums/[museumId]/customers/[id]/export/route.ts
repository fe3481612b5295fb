import { exportCustomer } from "@/lib/domain/exports/export-customer";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

/**
 * The customer page's "Download everything about this person" (docs/operations.md, "Access requests"):
 * the document GET /v1/customers/{id}/export answers, as a file; owners and admins only, audited.
 */
export const GET = dashboardRoute({ need: "administer", params: idParams }, async ({ actor, params }) => {
  const document = await exportCustomer({ actor, id: params.id });
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="person-${params.id}.json"`,
      "cache-control": "no-store",
    },
  });
});
