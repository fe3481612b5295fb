"use client";

import { useLocale, useTranslations } from "use-intl";
import { Field } from "@/components/forms/field";
import { LanguageOptions } from "@/components/forms/language-options";
import type { FieldErrors } from "@/lib/dashboard/field-errors";

export interface TranslationValues {
  language: string;
  name: string;
  description: string;
}

/** A ticket type's name and description in other languages; one row per language. */
export function TranslationsEditor({ rows, errors, onChange }: { rows: TranslationValues[]; errors: FieldErrors; onChange: (rows: TranslationValues[]) => void }) {
  const t = useTranslations("TranslationsEditor");
  const locale = useLocale();
  const update = (index: number, change: Partial<TranslationValues>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

  return (
    <fieldset className="stack-tight">
      <legend className="field-label">{t("legend")}</legend>
      {errors.translations ? <span className="field-error">{errors.translations}</span> : null}
      {rows.length === 0 ? <p className="muted small">{t("none")}</p> : null}
      {rows.map((row, index) => (
        <div key={index} className="card stack-tight" role="group" aria-label={t("group", { number: index + 1 })}>
          <div className="form-grid">
            <Field id={`translation-${index}-language`} label={t("language")} hint={t("languageHint")} error={errors[`translations.${index}.language`]}>
              {(control) => (
                <select {...control} className="select" value={row.language} onChange={(event) => update(index, { language: event.target.value })}>
                  <LanguageOptions locale={locale} current={row.language} choose={t("chooseLanguage")} />
                </select>
              )}
            </Field>
            <Field id={`translation-${index}-name`} label={t("name")} error={errors[`translations.${index}.name`]}>
              {(control) => <input {...control} className="input" value={row.name} onChange={(event) => update(index, { name: event.target.value })} />}
            </Field>
          </div>
          <Field id={`translation-${index}-description`} label={t("description")} error={errors[`translations.${index}.description`]}>
            {(control) => <textarea {...control} className="textarea" value={row.description} onChange={(event) => update(index, { description: event.target.value })} />}
          </Field>
          <div>
            <button className="button button-small button-danger" type="button" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
              {t("remove", { number: index + 1 })}
            </button>
          </div>
        </div>
      ))}
      <div>
        <button className="button button-small" type="button" onClick={() => onChange([...rows, { language: "", name: "", description: "" }])}>
          {t("add")}
        </button>
      </div>
    </fieldset>
  );
}

/** Error keys the editor shows, so the form does not repeat them. */
export function translationErrorKeys(rows: TranslationValues[]): string[] {
  return ["translations", ...rows.flatMap((_, index) => ["language", "name", "description"].map((field) => `translations.${index}.${field}`))];
}
