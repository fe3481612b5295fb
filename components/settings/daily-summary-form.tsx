"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { FormStatus } from "@/components/forms/field";
import { useMuseum } from "@/components/shell/museum-context";
import { fetchDailySummaryEmail, setDailySummaryEmail } from "@/lib/dashboard/documents/daily-summary";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";

// The signed-in owner's or admin's own daily summary email (docs/reports.md, "Daily summary"); other
// roles see it disabled, and the server refuses them anyway (FORBIDDEN).

export function DailySummaryForm() {
  const t = useTranslations("DailySummaryForm");
  const museum = useMuseum();
  const queryKey = [...museumKeys.settings(museum.id), "daily-summary"];
  const choice = useQuery({ queryKey, queryFn: () => fetchDailySummaryEmail(museum.id) });
  if (choice.data === undefined) return <p className="card muted">{t("loading")}</p>;
  return <SummaryForm key={String(choice.data)} enabled={choice.data} queryKey={queryKey} />;
}

function SummaryForm({ enabled, queryKey }: { enabled: boolean; queryKey: readonly unknown[] }) {
  const t = useTranslations("DailySummaryForm");
  const errorText = useErrorText();
  const locale = useDisplayLocale();
  const museum = useMuseum();
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(enabled);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: boolean) => setDailySummaryEmail(museum.id, value),
    onSuccess: (value) => {
      queryClient.setQueryData(queryKey, value);
      setSaved(value ? t("savedOn", { museum: museum.name }) : t("savedOff"));
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    save.mutate(wanted);
  }

  return (
    <form className="card stack-tight" onSubmit={onSubmit} aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t("heading")}</h2>
      <fieldset className="stack-tight" disabled={!museum.canAdminister || save.isPending}>
        <label className="checkbox">
          <input type="checkbox" checked={wanted} onChange={(change) => setWanted(change.target.checked)} aria-describedby="summary-hint" />
          {t("choice")}
        </label>
        <p id="summary-hint" className="field-hint">
          {t("hint", { timeZone: zoneInWords(museum.timezone, locale) })}
        </p>
        <FormStatus error={save.error ? errorText(save.error) : undefined} saved={saved} />
        {museum.canAdminister ? (
          <div className="form-actions">
            <button className="button button-primary" type="submit">
              {save.isPending ? t("saving") : t("save")}
            </button>
          </div>
        ) : (
          <p className="muted small">{t("adminsOnly")}</p>
        )}
      </fieldset>
    </form>
  );
}
