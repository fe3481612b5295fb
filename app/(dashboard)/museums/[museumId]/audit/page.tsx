import type { Metadata } from "next";
import { AuditTrail } from "@/components/audit/audit-trail";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";
import { requirePageMuseum } from "@/lib/dashboard/page-access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("AuditPage");
  return { title: t("title") };
}

export default async function AuditPage({ params }: { params: Promise<{ museumId: string }> }) {
  const { museumId } = await params;
  const { museum } = await requirePageMuseum(museumId);
  const t = await serverTranslator("AuditPage");
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>{t("title")}</h1>
          <p>{t("intro")}</p>
        </div>
      </header>
      {museum.canAdminister ? <AuditTrail /> : <p className="alert">{t("adminsOnly")}</p>}
    </div>
  );
}
