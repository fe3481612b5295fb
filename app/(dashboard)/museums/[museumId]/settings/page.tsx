import type { Metadata } from "next";
import { CustomerFieldsPanel } from "@/components/settings/customer-fields-panel";
import { DailySummaryForm } from "@/components/settings/daily-summary-form";
import { LanguageForm } from "@/components/settings/language-form";
import { LocationsPanel } from "@/components/settings/locations-panel";
import { MuseumNameForm } from "@/components/settings/museum-name-form";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("SettingsPage");
  return { title: t("title") };
}

export default async function SettingsPage() {
  const t = await serverTranslator("SettingsPage");
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>{t("title")}</h1>
          <p>{t("intro")}</p>
        </div>
      </header>
      <MuseumNameForm />
      <LocationsPanel />
      <CustomerFieldsPanel />
      <DailySummaryForm />
      <LanguageForm />
    </div>
  );
}
