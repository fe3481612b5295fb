"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Field, FormStatus } from "@/components/forms/field";
import { useCheckedSave } from "@/components/forms/use-checked-save";
import { useMuseum } from "@/components/shell/museum-context";
import { fetchLocationSettings, saveLocation, type LocationSettings } from "@/lib/dashboard/documents/locations";
import { unplacedErrors } from "@/lib/dashboard/field-errors";
import { wholeNumber } from "@/lib/dashboard/form-values";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { createLocationInput, updateLocationInput } from "@/lib/domain/locations/location-schemas";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { TimeZoneOptions } from "@/components/common/time-zone-options";

// The museum's buildings and rooms (docs/dashboard.md, "Settings"): each one's wall clock, how early its
// doors open before a slot, and how many may be inside at once (docs/admission.md, "Who is inside now").
// Owners, admins and editors change them; others read them.

const FIELDS = ["name", "timezone", "earlyEntryMinutes", "maxOccupancy"] as const;

export function LocationsPanel() {
  const t = useTranslations("LocationsPanel");
  const museum = useMuseum();
  const displayLocale = useDisplayLocale();
  const locations = useQuery({ queryKey: museumKeys.locations(museum.id), queryFn: () => fetchLocationSettings(museum.id) });
  // A new location's form starts empty again once it is added; the panel says what was added.
  const [added, setAdded] = useState<string | null>(null);
  return (
    <section className="card stack-tight" aria-labelledby="locations-heading">
      <h2 id="locations-heading">{t("heading")}</h2>
      <p className="muted">{t("intro")}</p>
      <TimeZoneOptions id="location-time-zones" locale={displayLocale} />
      {locations.data === undefined ? <p className="muted">{t("loading")}</p> : null}
      {locations.data?.map((location) => <LocationForm key={location.id} location={location} />)}
      {added ? <FormStatus saved={added} /> : null}
      {locations.data !== undefined && museum.permissionToModifyMuseum ? <LocationForm key={`new-${locations.data.length}`} onAdded={setAdded} /> : null}
    </section>
  );
}

function LocationForm({ location, onAdded }: { location?: LocationSettings; onAdded?: (words: string) => void }) {
  const t = useTranslations("LocationsPanel");
  const locale = useLocale();
  const displayLocale = useDisplayLocale();
  const museum = useMuseum();
  const queryClient = useQueryClient();
  const prefix = `location-${location?.id ?? "new"}`;
  const [values, setValues] = useState(() => ({
    name: location?.name ?? "",
    timezone: location?.timezone ?? museum.timezone,
    earlyEntryMinutes: String(location?.earlyEntryMinutes ?? 0),
    maxOccupancy: location?.maxOccupancy === null || location?.maxOccupancy === undefined ? "" : String(location.maxOccupancy),
  }));
  const [saved, setSaved] = useState<string | null>(null);
  const { errors, pending, submit } = useCheckedSave({
    schema: location ? updateLocationInput : createLocationInput,
    names: { name: t("fieldNames.name"), timezone: t("fieldNames.timezone"), earlyEntryMinutes: t("fieldNames.earlyEntryMinutes"), maxOccupancy: t("fieldNames.maxOccupancy") },
    save: (input) => saveLocation(museum.id, location?.id ?? null, input),
    onSaved: (result) => {
      const words = t(location ? "saved" : "added", { name: result.name, timeZone: zoneInWords(result.timezone, displayLocale) });
      if (location) setSaved(words);
      else onAdded?.(words);
      // Events, slots, Today and the desk read the locations too.
      void queryClient.invalidateQueries({ queryKey: museumKeys.all(museum.id) });
    },
  });
  const set = (name: (typeof FIELDS)[number]) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    const most = values.maxOccupancy.trim();
    submit({
      name: values.name,
      timezone: values.timezone.trim(),
      earlyEntryMinutes: wholeNumber(values.earlyEntryMinutes, locale),
      // Empty: no limit.
      maxOccupancy: most === "" ? null : wholeNumber(most, locale),
    });
  }

  const heading = location ? location.name : t("newLocation");
  return (
    <form className="stack-tight" onSubmit={onSubmit} noValidate aria-label={heading}>
      <h3>{heading}</h3>
      <fieldset className="stack-tight" disabled={!museum.permissionToModifyMuseum || pending}>
        <div className="form-grid">
          <Field id={`${prefix}-name`} label={t("name")} error={errors.name}>
            {(control) => <input {...control} className="input" value={values.name} onChange={set("name")} />}
          </Field>
          <Field id={`${prefix}-timezone`} label={t("timeZone")} hint={zoneInWords(values.timezone, displayLocale)} error={errors.timezone}>
            {(control) => <input {...control} className="input" list="location-time-zones" value={values.timezone} onChange={set("timezone")} />}
          </Field>
          <Field id={`${prefix}-most`} label={t("maxOccupancy")} hint={t("maxOccupancyHint")} error={errors.maxOccupancy}>
            {(control) => <input {...control} className="input" inputMode="numeric" value={values.maxOccupancy} onChange={set("maxOccupancy")} />}
          </Field>
          <Field id={`${prefix}-early`} label={t("earlyEntryMinutes")} hint={t("earlyEntryMinutesHint")} error={errors.earlyEntryMinutes}>
            {(control) => <input {...control} className="input" inputMode="numeric" value={values.earlyEntryMinutes} onChange={set("earlyEntryMinutes")} />}
          </Field>
        </div>
        <FormStatus error={unplacedErrors(errors, FIELDS)} saved={saved} />
        {museum.permissionToModifyMuseum ? (
          <div className="form-actions">
            <button className="button button-primary" type="submit">
              {location ? t("save", { name: location.name }) : t("add")}
            </button>
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}
