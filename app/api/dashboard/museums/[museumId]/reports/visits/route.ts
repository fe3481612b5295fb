import { z } from "zod";
import { visitReportCsv } from "@/lib/domain/reports/visit-report-csv";
import { visitReport, visitReportShape, withReportRangeChecks } from "@/lib/domain/reports/visit-report";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

const query = withReportRangeChecks(z.object({ ...visitReportShape, format: z.enum(["json", "csv"]).default("json") }));

/** The Reports page's figures and its CSV download: the same report as GET /v1/reports/visits (docs/reports.md); staff who read the museum. */
export const GET = dashboardRoute({ need: "read", query }, async ({ actor, query }) => {
  const report = await visitReport({ actor, query });
  if (query.format === "json") return report;
  return new Response(visitReportCsv(query.groupBy, report.rows), {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="visits-${query.from}-to-${query.to}.csv"` },
  });
});
