import { z } from "zod";
import { visitReport, visitReportShape, withReportRangeChecks } from "@/lib/domain/reports/visit-report";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";
import { visitReportSpreadsheet } from "@/lib/dashboard/spreadsheets/visit-report-spreadsheet";
import { dashboardLanguages } from "@/lib/i18n/languages";

export const dynamic = "force-dynamic";

const query = withReportRangeChecks(z.object({ ...visitReportShape, format: z.enum(["json", "csv"]).default("json"), language: z.enum(dashboardLanguages).default("en") }));

/** The Reports page's figures and its CSV download: the same report as GET /v1/reports/visits, the CSV written for a spreadsheet in the page's `language` (docs/reports.md, "The dashboard's CSV"); staff who read the museum. */
export const GET = dashboardRoute({ need: "read", query }, async ({ actor, query }) => {
  const report = await visitReport({ actor, query });
  if (query.format === "json") return report;
  return new Response(visitReportSpreadsheet(query.groupBy, report.rows, query.language), {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="visits-${query.from}-to-${query.to}.csv"` },
  });
});
