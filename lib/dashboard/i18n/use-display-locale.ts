import { useSyncExternalStore } from "react";
import { useLocale } from "use-intl";
import { noSubscription } from "../use-hydrated";

// Dates and numbers in the dashboard's language, written the way the reader's browser writes that
// language: "14 March" in a British browser, "March 14" in an American one; the server renders the
// plain language until the browser has said which.

export function useDisplayLocale(): string {
  const language = useLocale();
  return useSyncExternalStore(
    noSubscription,
    () => (navigator.language.toLowerCase().split("-")[0] === language ? navigator.language : language),
    () => language,
  );
}
