"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { FormStatus } from "@/components/forms/field";
import { useMuseum } from "@/components/shell/museum-context";
import { fetchDailySummaryEmail, setDailySummaryEmail } from "@/lib/dashboard/documents/daily-summary";
import { museumKeys } from "@/lib/dashboard/query-keys";

// The signed-in owner's or admin's own daily summary email (docs/reports.md, "Daily summary"); other
// roles see it disabled, and the server refuses them anyway (FORBIDDEN).

export function DailySummaryForm() {
  const museum = useMuseum();
  const queryKey = [...museumKeys.settings(museum.id), "daily-summary"];
  const choice = useQuery({ queryKey, queryFn: () => fetchDailySummaryEmail(museum.id) });
  if (choice.data === undefined) return <p className="card muted">Loading your email settings…</p>;
  return <SummaryForm key={String(choice.data)} enabled={choice.data} queryKey={queryKey} />;
}

function SummaryForm({ enabled, queryKey }: { enabled: boolean; queryKey: readonly unknown[] }) {
  const museum = useMuseum();
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(enabled);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: boolean) => setDailySummaryEmail(museum.id, value),
    onSuccess: (value) => {
      queryClient.setQueryData(queryKey, value);
      setSaved(value ? `Saved: each morning you get an email about the day before at ${museum.name}.` : "Saved: you get no summary emails for this museum.");
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    save.mutate(wanted);
  }

  return (
    <form className="card stack-tight" onSubmit={onSubmit} aria-labelledby="summary-heading">
      <h2 id="summary-heading">Your emails</h2>
      <fieldset className="stack-tight" disabled={!museum.canAdminister || save.isPending}>
        <label className="checkbox">
          <input type="checkbox" checked={wanted} onChange={(change) => setWanted(change.target.checked)} aria-describedby="summary-hint" />
          Email me a summary of each day
        </label>
        <p id="summary-hint" className="field-hint">
          Tickets sold and voided, revenue, visitors admitted and the busiest time slot, sent around 6 in the morning ({museum.timezone} time) for the day
          before. Only you get it; each owner and admin chooses for themselves.
        </p>
        <FormStatus error={save.error?.message} saved={saved} />
        {museum.canAdminister ? (
          <div className="form-actions">
            <button className="button button-primary" type="submit">
              {save.isPending ? "Saving…" : "Save"}
            </button>
          </div>
        ) : (
          <p className="muted small">Only an owner or admin can get the daily summary.</p>
        )}
      </fieldset>
    </form>
  );
}
