"use client";

import type { ReactNode } from "react";
import { IntlProvider } from "use-intl";
import type { Messages } from "@/lib/i18n/catalogues";
import type { DashboardLanguage } from "@/lib/i18n/languages";

/** The request's language and catalogue for client components (docs/dashboard.md, "Languages"). */
export function DashboardIntlProvider({ language, messages, children }: { language: DashboardLanguage; messages: Messages; children: ReactNode }) {
  return (
    <IntlProvider locale={language} messages={messages}>
      {children}
    </IntlProvider>
  );
}
