import type { Metadata } from "next";
import { ApiKeysPanel } from "@/components/settings/api-keys-panel";

export const metadata: Metadata = { title: "API keys" };

export default function ApiKeysPage() {
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>API keys</h1>
          <p>
            Keys let your web shop, kiosk or CRM use the <code>/v1</code> REST API for this museum.
          </p>
        </div>
      </header>
      <ApiKeysPanel />
    </div>
  );
}
