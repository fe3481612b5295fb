"use client";

import type { ReactNode } from "react";
import { IntlProvider } from "use-intl";
import type { Messages } from "@/lib/i18n/catalogues";
import type { DashboardLanguage } from "@/lib/i18n/languages";

// No message formats a date or time: the dashboard writes times itself, in the location's or the
// museum's time zone (docs/dashboard.md, "Pages": event and time slot times). The provider still needs a zone of its own, so that
// the server's render and the browser's agree should one ever do; UTC says plainly that none is meant.
const MESSAGES_TIME_ZONE = "UTC";

/** The request's language and catalogue for client components (docs/dashboard.md, "Languages"). */
export function DashboardIntlProvider({ language, messages, children }: { language: DashboardLanguage; messages: Messages; children: ReactNode }) {
  return (
    <IntlProvider locale={language} messages={messages} timeZone={MESSAGES_TIME_ZONE}>
      {children}
    </IntlProvider>
  );
}
