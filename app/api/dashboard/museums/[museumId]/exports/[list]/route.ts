import { z } from "zod";
import { exportableLists, filteredListCsv } from "@/lib/domain/exports/filtered-list-csv";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";
import { listCsvLanguage } from "@/lib/dashboard/spreadsheets/spreadsheet-language";
import { dashboardLanguages } from "@/lib/i18n/languages";

export const dynamic = "force-dynamic";

const params = z.object({ list: z.enum(exportableLists) });
const query = z.object({ filter: z.string().optional(), language: z.enum(dashboardLanguages).default("en") });

/** A filtered list's "Download CSV": every customer or membership the filter matches, written for a spreadsheet in the page's `language` (docs/dashboard.md, "Export as CSV"); staff who read the museum. */
export const GET = dashboardRoute({ need: "read", params, query }, async ({ actor, params, query }) => {
  const csv = await filteredListCsv({ actor, list: params.list, filter: query.filter || undefined, language: listCsvLanguage(query.language) });
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${params.list}.csv"` },
  });
});
