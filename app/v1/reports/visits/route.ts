import { z } from "zod";
import { visitReportCsv } from "@/lib/domain/reports/visit-report-csv";
import { visitReport, visitReportQuery, visitRowSchema } from "@/lib/domain/reports/visit-report";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute(
  {
    summary: "Visitors and sales by day, time slot or ticket type",
    description:
      "For the days from `from` to `to` (each ticket on its time slot's day in the slot's location's time zone, else the museum's; a ticket without a slot on the day it was sold): " +
      "tickets sold and voided, revenue of the tickets still valid, and admissions at the door, per day, time slot or ticket type and currency. " +
      "With Accept: text/csv the same rows come as CSV, streamed. At most 400 days.",
    tag: "Reports",
    query: visitReportQuery,
    success: { status: 200, description: "The rows, in key order.", schema: z.object({ rows: z.array(visitRowSchema) }), files: ["text/csv"] },
    errors: [],
  },
  async ({ actor, query, request }) => {
    const report = await visitReport({ actor, query });
    if (!request.headers.get("accept")?.includes("text/csv")) return report;
    return new Response(visitReportCsv(query.groupBy, report.rows), {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="visits-${query.from}-to-${query.to}.csv"` },
    });
  },
);
