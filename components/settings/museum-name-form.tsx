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
  timezone: string;
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
  const [timezone, setTimezone] = useState(settings.timezone);
  const [saved, setSaved] = useState<string | null>(null);
  const { errors, pending, submit } = useCheckedSave({
    schema: updateMuseumSettingsInput,
    save: (input) => dashboardApi<Settings>(museum.id, "settings", { method: "PATCH", body: input }),
    onSaved: (result) => {
      queryClient.setQueryData(museumKeys.settings(museum.id), result);
      setSaved(`Saved: “${result.name}”, calendar days in ${result.timezone}.`);
      // The navigation and switcher show the name, and pages read the time zone, from the server.
      router.refresh();
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    submit({ name, timezone });
  }

  return (
    <form className="card stack-tight" onSubmit={onSubmit} noValidate aria-labelledby="museum-heading">
      <h2 id="museum-heading">Museum</h2>
      <fieldset className="stack-tight" disabled={!museum.canAdminister || pending}>
        <div className="form-grid">
          <Field id="museum-name" label="Name" hint="Shown to staff and in every email to customers" error={errors.name}>
            {(control) => <input {...control} className="input" value={name} onChange={(event) => setName(event.target.value)} />}
          </Field>
          <Field
            id="museum-timezone"
            label="Time zone"
            hint="Memberships are valid by calendar day in this zone, e.g. Europe/Vienna"
            error={errors.timezone}
          >
            {(control) => <input {...control} className="input" list="time-zones" value={timezone} onChange={(event) => setTimezone(event.target.value)} />}
          </Field>
          <datalist id="time-zones">
            {Intl.supportedValuesOf("timeZone").map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <div className="field">
            <span className="field-label">Slug and currency</span>
            <span className="mono">
              {settings.slug} · {settings.defaultCurrency}
            </span>
            <span className="field-hint">Fixed: integrations rely on them.</span>
          </div>
        </div>
        <FormStatus error={unplacedErrors(errors, ["name", "timezone"])} saved={saved} />
        {museum.canAdminister ? (
          <div className="form-actions">
            <button className="button button-primary" type="submit">
              {pending ? "Saving…" : "Save"}
            </button>
          </div>
        ) : (
          <p className="muted small">Only an owner or admin changes the museum’s settings.</p>
        )}
      </fieldset>
    </form>
  );
}
