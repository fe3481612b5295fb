import type { Metadata } from "next";
import { CustomerFieldsPanel } from "@/components/settings/customer-fields-panel";
import { MuseumNameForm } from "@/components/settings/museum-name-form";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>Settings</h1>
          <p>The museum’s name and the facts it keeps about customers.</p>
        </div>
      </header>
      <MuseumNameForm />
      <CustomerFieldsPanel />
    </div>
  );
}
