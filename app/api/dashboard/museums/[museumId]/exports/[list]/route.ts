import { z } from "zod";
import { exportableLists, filteredListCsv } from "@/lib/domain/exports/filtered-list-csv";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

const params = z.object({ list: z.enum(exportableLists) });
const query = z.object({ filter: z.string().optional() });

/** A filtered list's "Download CSV": every customer or membership the filter matches (docs/dashboard.md, "Export as CSV"); staff who read the museum. */
export const GET = dashboardRoute({ need: "read", params, query }, async ({ actor, params, query }) => {
  const csv = await filteredListCsv({ actor, list: params.list, filter: query.filter || undefined });
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${params.list}.csv"` },
  });
});
