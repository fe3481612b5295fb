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
import { updateMuseumSettingsInput, type MembershipAdmissionRule } from "@/lib/domain/museums/museum-settings-schemas";

interface Settings {
  id: string;
  name: string;
  slug: string;
  defaultCurrency: string;
  timezone: string;
  membershipAdmission: MembershipAdmissionRule;
}

/** The admission rule in the words the door staff use. */
const ADMISSION_CHOICES: { rule: MembershipAdmissionRule; label: string }[] = [
  { rule: "EVERY_VISIT", label: "every visit" },
  { rule: "ONCE_A_DAY", label: "once a day" },
];

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
  const [membershipAdmission, setMembershipAdmission] = useState(settings.membershipAdmission);
  const [saved, setSaved] = useState<string | null>(null);
  const { errors, pending, submit } = useCheckedSave({
    schema: updateMuseumSettingsInput,
    names: { name: "the museum's name", timezone: "the time zone", membershipAdmission: "how often members may enter" },
    save: (input) => dashboardApi<Settings>(museum.id, "settings", { method: "PATCH", body: input }),
    onSaved: (result) => {
      queryClient.setQueryData(museumKeys.settings(museum.id), result);
      const rule = ADMISSION_CHOICES.find((choice) => choice.rule === result.membershipAdmission)?.label ?? result.membershipAdmission;
      setSaved(`Saved: “${result.name}”, calendar days in ${result.timezone}, members may enter ${rule}.`);
      // The navigation and switcher show the name, and pages read the time zone, from the server.
      router.refresh();
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    submit({ name, timezone, membershipAdmission });
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
          <Field
            id="museum-membership-admission"
            label="Members may enter"
            hint="Once a day: a second scan of the same card that day is refused and says when it was used"
            error={errors.membershipAdmission}
          >
            {(control) => (
              <select
                {...control}
                className="select"
                value={membershipAdmission}
                onChange={(event) => setMembershipAdmission(event.target.value as MembershipAdmissionRule)}
              >
                {ADMISSION_CHOICES.map((choice) => (
                  <option key={choice.rule} value={choice.rule}>
                    {choice.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="field">
            <span className="field-label">Slug and currency</span>
            <span className="mono">
              {settings.slug} · {settings.defaultCurrency}
            </span>
            <span className="field-hint">Fixed: integrations rely on them.</span>
          </div>
        </div>
        <FormStatus error={unplacedErrors(errors, ["name", "timezone", "membershipAdmission"])} saved={saved} />
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
