import type { Metadata } from "next";
import { WebhooksPanel } from "@/components/webhooks/webhooks-panel";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";
import { requirePageMuseum } from "@/lib/dashboard/page-access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("WebhooksPage");
  return { title: t("title") };
}

export default async function WebhooksPage({ params }: { params: Promise<{ museumId: string }> }) {
  const { museumId } = await params;
  const { museum } = await requirePageMuseum(museumId);
  const t = await serverTranslator("WebhooksPage");
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>{t("title")}</h1>
          <p>{t("intro", { timeZone: museum.timezone })}</p>
        </div>
      </header>
      {museum.canAdminister ? <WebhooksPanel /> : <p className="alert">{t("adminsOnly")}</p>}
    </div>
  );
}
