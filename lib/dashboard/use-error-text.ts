import { useLocale, useTranslations } from "use-intl";
import { errorMessages } from "@/lib/errors/app-error";
import { DashboardError, errorText, type ErrorWords } from "./dashboard-error";

const isErrorCode = (code: string): code is keyof typeof errorMessages => code in errorMessages;

/**
 * errorText in the dashboard's language: the failures staff meet most in the "Errors" catalogue's words,
 * and, in a language other than English, every other refusal by its code ("ErrorCodes"), since the
 * server words its messages in English (docs/dashboard.md, "Languages").
 */
export function useErrorText(): (error: unknown) => string {
  const t = useTranslations("Errors");
  const byCode = useTranslations("ErrorCodes");
  const language = useLocale();
  return (error) => {
    const text = errorText(error, (key: keyof ErrorWords) => t(key));
    if (language === "en" || !(error instanceof DashboardError) || text !== error.message || !isErrorCode(error.code)) return text;
    return byCode(error.code);
  };
}
