import { createTranslator } from "use-intl/core";
import { dashboardMessages, type Messages } from "./catalogues";
import type { DashboardLanguage } from "./languages";

/** The words of one catalogue namespace in `language`, for code that renders outside React's providers. */
export function translatorFor<Namespace extends keyof Messages>(language: DashboardLanguage, namespace: Namespace) {
  return createTranslator({ locale: language, messages: dashboardMessages(language), namespace });
}
