"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { languageName as languageNameIn } from "@/lib/i18n/language-names";
import { useMuseum } from "@/components/shell/museum-context";
import { DashboardError } from "@/lib/dashboard/dashboard-error";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { museumKeys } from "@/lib/dashboard/query-keys";

export interface PreviewTemplate {
  template: string;
  label: string;
  /** Subject per language the template is written in. */
  subjects: Record<string, string>;
}

/** Every email template with sample data, in each of its languages, as the customer would see it. */
export function EmailPreviews({ templates }: { templates: PreviewTemplate[] }) {
  const errorText = useErrorText();
  const t = useTranslations("EmailPreviews");
  const dashboardLanguage = useLocale();
  const languageName = (code: string) => languageNameIn(code, dashboardLanguage);
  const museum = useMuseum();
  const [template, setTemplate] = useState(templates[0]?.template ?? "");
  const current = templates.find((candidate) => candidate.template === template) ?? templates[0];
  const languages = Object.keys(current?.subjects ?? {});
  const [language, setLanguage] = useState("en");
  const shownLanguage = languages.includes(language) ? language : (languages[0] ?? "en");
  const source = `/api/dashboard/museums/${museum.id}/email-previews?template=${current?.template}&language=${shownLanguage}`;
  // The document is shown through srcdoc: a sandboxed frame runs nothing, and npm start's headers
  // forbid framing a URL.
  const preview = useQuery({
    queryKey: museumKeys.emailPreview(museum.id, current?.template ?? "", shownLanguage),
    queryFn: async () => {
      const response = await fetch(source);
      if (!response.ok) throw new DashboardError("INTERNAL_ERROR", t("notRendered", { status: response.status }));
      return response.text();
    },
    enabled: !!current,
    staleTime: 60_000,
  });
  if (!current) return null;

  return (
    <section className="card stack-tight" aria-labelledby="previews-heading">
      <div className="card-header">
        <h2 id="previews-heading">{t("heading")}</h2>
        <div className="cluster">
          <div className="field">
            <label className="field-label" htmlFor="preview-template">
              {t("email")}
            </label>
            <select id="preview-template" className="select" value={current.template} onChange={(event) => setTemplate(event.target.value)}>
              {templates.map((option) => (
                <option key={option.template} value={option.template}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="preview-language">
              {t("language")}
            </label>
            <select id="preview-language" className="select" value={shownLanguage} onChange={(event) => setLanguage(event.target.value)}>
              {languages.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <p>
        <span className="muted">{t("subject")}</span>
        <strong>{current.subjects[shownLanguage]}</strong>
      </p>
      {preview.isError ? <p className="alert alert-danger">{errorText(preview.error)}</p> : null}
      <iframe
        srcDoc={preview.data ?? ""}
        title={t("frameTitle", { template: current.label, language: languageName(shownLanguage) })}
        sandbox=""
        aria-busy={preview.isFetching}
        style={{ width: "100%", height: "34rem", border: "1px solid var(--border)", borderRadius: "var(--radius-small)", background: "#fff" }}
      />
      <p className="muted small">{t("sample")}</p>
    </section>
  );
}
