import type { Metadata } from "next";
import { AssistantsPanel } from "@/components/assistants/assistants-panel";
import { requestLanguage, serverTranslator } from "@/lib/dashboard/i18n/request-language";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { requirePageMuseum } from "@/lib/dashboard/page-access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("AssistantsPage");
  return { title: t("title") };
}

export default async function AssistantsPage({ params }: { params: Promise<{ museumId: string }> }) {
  const { museumId } = await params;
  const { museum } = await requirePageMuseum(museumId);
  const t = await serverTranslator("AssistantsPage");
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>{t("title")}</h1>
          <p>{t("intro", { museum: museum.name, timeZone: zoneInWords(museum.timezone, await requestLanguage()) })}</p>
        </div>
      </header>
      {museum.canAdminister ? <AssistantsPanel /> : <p className="alert">{t("adminsOnly")}</p>}
    </div>
  );
}
