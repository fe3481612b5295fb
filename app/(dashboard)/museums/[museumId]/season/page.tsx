import type { Metadata } from "next";
import { Suspense } from "react";
import { SeasonView } from "@/components/season/season-view";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("Season");
  return { title: t("title") };
}

export default async function SeasonPage() {
  const t = await serverTranslator("Season");
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>{t("title")}</h1>
          <p>{t("intro")}</p>
        </div>
      </header>
      <Suspense>
        <SeasonView />
      </Suspense>
    </div>
  );
}
