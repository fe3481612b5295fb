import type { DashboardLanguage } from "./languages";
import type en from "./messages/en.json";

// useTranslations and createTranslator check message keys against the English catalogue.
declare module "use-intl" {
  interface AppConfig {
    Locale: DashboardLanguage;
    Messages: typeof en;
  }
}
