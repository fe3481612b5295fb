import type { Metadata } from "next";
import { WebhooksPanel } from "@/components/webhooks/webhooks-panel";
import { requestLanguage, serverTranslator } from "@/lib/dashboard/i18n/request-language";
import { zoneInWords } from "@/lib/i18n/zone-words";
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
          <p>{t("intro", { timeZone: zoneInWords(museum.timezone, await requestLanguage()) })}</p>
        </div>
      </header>
      {museum.canAdminister ? <WebhooksPanel /> : <p className="alert">{t("adminsOnly")}</p>}
    </div>
  );
}
