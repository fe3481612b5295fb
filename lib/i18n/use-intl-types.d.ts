import type { Messages } from "./catalogues";
import type { DashboardLanguage } from "./languages";

// useTranslations and createTranslator check message keys against the English catalogue.
declare module "use-intl" {
  interface AppConfig {
    Locale: DashboardLanguage;
    Messages: Messages;
  }
}
