import { useTranslations } from "use-intl";
import { errorText, type ErrorWords } from "./dashboard-error";

/** errorText in the dashboard's language: the failures staff meet most, in the "Errors" catalogue's words. */
export function useErrorText(): (error: unknown) => string {
  const t = useTranslations("Errors");
  return (error) => errorText(error, (key: keyof ErrorWords) => t(key));
}
