"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Field, FormStatus } from "@/components/forms/field";
import { useCheckedSave } from "@/components/forms/use-checked-save";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { unplacedErrors } from "@/lib/dashboard/field-errors";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { updateMuseumSettingsInput } from "@/lib/domain/museums/museum-settings-schemas";

interface Settings {
  id: string;
  name: string;
  slug: string;
  defaultCurrency: string;
}

export function MuseumNameForm() {
  const museum = useMuseum();
  const settings = useQuery({ queryKey: museumKeys.settings(museum.id), queryFn: () => dashboardApi<Settings>(museum.id, "settings") });
  if (!settings.data) return <p className="card muted">Loading the settings…</p>;
  return <NameForm settings={settings.data} />;
}

function NameForm({ settings }: { settings: Settings }) {
  const museum = useMuseum();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [name, setName] = useState(settings.name);
  const [saved, setSaved] = useState<string | null>(null);
  const { errors, pending, submit } = useCheckedSave({
    schema: updateMuseumSettingsInput,
    save: (input) => dashboardApi<Settings>(museum.id, "settings", { method: "PATCH", body: input }),
    onSaved: (result) => {
      queryClient.setQueryData(museumKeys.settings(museum.id), result);
      setSaved(`The museum is now called “${result.name}”.`);
      // The navigation and switcher show the name, rendered on the server.
      router.refresh();
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    submit({ name });
  }

  return (
    <form className="card stack-tight" onSubmit={onSubmit} noValidate aria-labelledby="museum-heading">
      <h2 id="museum-heading">Museum</h2>
      <fieldset className="stack-tight" disabled={!museum.canAdminister || pending}>
        <div className="form-grid">
          <Field id="museum-name" label="Name" hint="Shown to staff and in every email to customers" error={errors.name}>
            {(control) => <input {...control} className="input" value={name} onChange={(event) => setName(event.target.value)} />}
          </Field>
          <div className="field">
            <span className="field-label">Slug and currency</span>
            <span className="mono">
              {settings.slug} · {settings.defaultCurrency}
            </span>
            <span className="field-hint">Fixed: integrations rely on them.</span>
          </div>
        </div>
        <FormStatus error={unplacedErrors(errors, ["name"])} saved={saved} />
        {museum.canAdminister ? (
          <div className="form-actions">
            <button className="button button-primary" type="submit">
              {pending ? "Saving…" : "Save name"}
            </button>
          </div>
        ) : (
          <p className="muted small">Only an owner or admin changes the museum’s settings.</p>
        )}
      </fieldset>
    </form>
  );
}
