import type { Metadata } from "next";
import { ApiKeysPanel } from "@/components/settings/api-keys-panel";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("ApiKeysPage");
  return { title: t("title") };
}

export default async function ApiKeysPage() {
  const t = await serverTranslator("ApiKeysPage");
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>{t("title")}</h1>
          <p>{t.rich("intro", { code: (chunks) => <code>{chunks}</code> })}</p>
        </div>
      </header>
      <ApiKeysPanel />
    </div>
  );
}
