"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "use-intl";
import { dashboardLanguages, isDashboardLanguage, languageCookie, languageNames } from "@/lib/i18n/languages";

// The signed-in person's dashboard language (docs/dashboard.md, "Languages"): kept by this browser
// in a cookie, so it applies at once to every page and to the sign-in page after signing out.

export function LanguageForm() {
  const t = useTranslations("LanguageForm");
  const language = useLocale();
  const router = useRouter();

  return (
    <section className="card stack-tight" aria-labelledby="language-heading">
      <h2 id="language-heading">{t("title")}</h2>
      <div className="field">
        <label className="field-label" htmlFor="dashboard-language">
          {t("label")}
        </label>
        <select
          id="dashboard-language"
          className="select"
          value={language}
          aria-describedby="dashboard-language-hint"
          onChange={(event) => {
            if (!isDashboardLanguage(event.target.value)) return;
            document.cookie = languageCookie(event.target.value);
            router.refresh();
          }}
        >
          {dashboardLanguages.map((code) => (
            <option key={code} value={code} lang={code}>
              {languageNames[code]}
            </option>
          ))}
        </select>
        <p id="dashboard-language-hint" className="field-hint">
          {t("hint")}
        </p>
      </div>
    </section>
  );
}
