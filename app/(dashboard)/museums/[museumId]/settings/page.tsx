import type { Metadata } from "next";
import { CustomerFieldsPanel } from "@/components/settings/customer-fields-panel";
import { DailySummaryForm } from "@/components/settings/daily-summary-form";
import { LanguageForm } from "@/components/settings/language-form";
import { MuseumNameForm } from "@/components/settings/museum-name-form";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>Settings</h1>
          <p>The museum’s name, the facts it keeps about customers, and your own emails and language.</p>
        </div>
      </header>
      <MuseumNameForm />
      <CustomerFieldsPanel />
      <DailySummaryForm />
      <LanguageForm />
    </div>
  );
}
