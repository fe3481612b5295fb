import type { Metadata } from "next";
import { Suspense } from "react";
import { VisitReportView } from "@/components/reports/visit-report-view";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("Reports");
  return { title: t("title") };
}

export default async function ReportsPage() {
  const t = await serverTranslator("Reports");
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>{t("title")}</h1>
          <p>{t("intro")}</p>
        </div>
      </header>
      <Suspense>
        <VisitReportView />
      </Suspense>
    </div>
  );
}
