"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "use-intl";
import { dashboardLanguages, languageCookie, languageNames } from "@/lib/i18n/languages";

// The language of the sign-in page, chosen before anyone is signed in; the same cookie as Settings keeps
// it (docs/dashboard.md, "Languages"), so the dashboard speaks it after signing in too.

export function SignInLanguage() {
  const t = useTranslations("SignIn");
  const language = useLocale();
  const router = useRouter();

  return (
    <nav className="cluster small" aria-label={t("language")}>
      {dashboardLanguages.map((code) => (
        <button
          key={code}
          className="button button-ghost"
          type="button"
          lang={code}
          aria-pressed={code === language}
          onClick={() => {
            document.cookie = languageCookie(code);
            router.refresh();
          }}
        >
          {languageNames[code]}
        </button>
      ))}
    </nav>
  );
}
