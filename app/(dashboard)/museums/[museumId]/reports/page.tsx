import type { Metadata } from "next";
import { Suspense } from "react";
import { VisitReportView } from "@/components/reports/visit-report-view";

export const metadata: Metadata = { title: "Reports" };

export default function ReportsPage() {
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>Reports</h1>
          <p>Visitors and ticket sales for a month, day by day: what a museum hands in to its funders and its books.</p>
        </div>
      </header>
      <Suspense>
        <VisitReportView />
      </Suspense>
    </div>
  );
}
