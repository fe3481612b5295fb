"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Field, ReadOnlyNotice } from "@/components/forms/field";
import { FormStatus } from "@/components/forms/field";
import { useMuseum } from "@/components/shell/museum-context";
import { DashboardError } from "@/lib/dashboard/dashboard-error";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { createSchedule, previewSchedule, type ScheduleCreated, type SeasonEvent, type SeasonLocation } from "@/lib/dashboard/documents/season";
import { fieldErrorsFromDetails, fieldErrorsFromZod, type FieldErrors } from "@/lib/dashboard/field-errors";
import { createScheduleBody, weekdayCodes } from "@/lib/domain/schedules/schedule-schemas";
import { ScheduleTimes, type TimesValues } from "./schedule-times";
import { SchedulePreviewList } from "./schedule-preview";
import { dayTitle } from "./season-text";
import styles from "./season.module.css";

const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;

// Every path a message may name beside a field; anything else is shown above the buttons.
const PLACED = ["eventId", "locationId", "from", "to", "weekdays", "times", "every", "durationMinutes", "capacity", "closedDates"];

const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);

const whole = (text: string) => (text.trim() === "" ? undefined : Number(text));

interface Values extends TimesValues {
  eventId: string;
  locationId: string;
  from: string;
  to: string;
  weekdays: string[];
  durationMinutes: string;
  capacity: string;
  closedDates: string;
}

/** The rule as /v1 and GraphQL take it (docs/schedules.md, "A rule"). */
function toInput(values: Values): Record<string, unknown> {
  return {
    ...(values.locationId ? { locationId: values.locationId } : {}),
    from: values.from,
    to: values.to,
    weekdays: values.weekdays,
    ...(values.mode === "times" ? { times: list(values.times) } : { every: { minutes: whole(values.everyMinutes), from: values.everyFrom, to: values.everyTo } }),
    durationMinutes: whole(values.durationMinutes),
    capacity: whole(values.capacity),
    closedDates: list(values.closedDates),
  };
}

/** "New schedule": an event's rule, previewed as a dry run, then created (its slots made at once). */
export function ScheduleForm({ events, locations, onCreated, onShow }: { events: SeasonEvent[]; locations: SeasonLocation[]; onCreated: () => void; onShow: (month: string, eventId: string) => void }) {
  const errorText = useErrorText();
  const museum = useMuseum();
  const t = useTranslations("ScheduleForm");
  const weekdays = useTranslations("SeasonWeekdays");
  const language = useLocale();
  const canEdit = museum.permissionToModifyMuseum;
  const [values, setValues] = useState<Values>({
    eventId: "",
    locationId: "",
    from: "",
    to: "",
    weekdays: [...weekdayCodes],
    mode: "times",
    times: "10:00",
    everyMinutes: "30",
    everyFrom: "10:00",
    everyTo: "17:00",
    durationMinutes: "60",
    capacity: "",
    closedDates: "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<{ result: ScheduleCreated; eventId: string } | null>(null);
  const showErrors = (error: unknown) => setErrors(error instanceof DashboardError && error.details.length > 0 ? fieldErrorsFromDetails(error.details) : { form: errorText(error) });
  const preview = useMutation({ mutationFn: (input: Record<string, unknown>) => previewSchedule(museum.id, values.eventId, input), onError: showErrors, onSuccess: () => setErrors({}) });
  const create = useMutation({
    mutationFn: (input: Record<string, unknown>) => createSchedule(museum.id, values.eventId, input),
    onError: showErrors,
    onSuccess: (result) => {
      setErrors({});
      setCreated({ result, eventId: values.eventId });
      preview.reset();
      onCreated();
    },
  });

  const event = events.find((entry) => entry.id === values.eventId);
  const location = locations.find((entry) => entry.id === (values.locationId || event?.locationId));
  const zone = location?.timezone ?? museum.timezone;
  const errorAt = (name: string) => Object.entries(errors).find(([key]) => key === name || key.startsWith(`${name}.`))?.[1];
  const unplaced = Object.entries(errors).filter(([key]) => !PLACED.includes(key.split(".")[0]!));
  const set = (name: keyof Values) => (change: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: change.target.value }));

  /** The input, or null with the messages beside their fields: the API's own schema checks it first. */
  function checked(): Record<string, unknown> | null {
    setCreated(null);
    const input = toInput(values);
    const result = createScheduleBody.safeParse(input);
    const found: FieldErrors = result.success ? {} : fieldErrorsFromZod(result.error);
    if (!values.eventId) found.eventId = t("chooseEvent");
    setErrors(found);
    return Object.keys(found).length === 0 ? input : null;
  }

  function onPreview() {
    const input = checked();
    if (input) preview.mutate(input);
  }

  function onSubmit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const input = checked();
    if (input) create.mutate(input);
  }

  const pending = preview.isPending || create.isPending;
  return (
    <section className="stack" aria-labelledby="new-schedule-title">
      <div>
        <h2 id="new-schedule-title">{t("heading")}</h2>
        <p className="muted">{t("intro")}</p>
      </div>
      <form className="card stack-tight" onSubmit={onSubmit} noValidate aria-labelledby="new-schedule-title">
        {!canEdit ? <ReadOnlyNotice role={museum.role} what={t("readOnlyWhat")} /> : null}
        <fieldset className="stack-tight" disabled={!canEdit || pending}>
          <div className="form-grid-2">
            <Field id="schedule-event" label={t("event")} error={errorAt("eventId")}>
              {(control) => (
                <select {...control} className="select" value={values.eventId} onChange={set("eventId")}>
                  <option value="">{t("chooseAnEvent")}</option>
                  {events.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="schedule-location" label={t("location")} error={errorAt("locationId")}>
              {(control) => (
                <select {...control} className="select" value={values.locationId} onChange={set("locationId")}>
                  <option value="">{t("eventsLocation")}</option>
                  {locations.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="schedule-from" label={t("firstDay")} error={errorAt("from")}>
              {(control) => <input {...control} className="input" type="date" value={values.from} onChange={set("from")} />}
            </Field>
            <Field id="schedule-to" label={t("lastDay")} hint={t("included")} error={errorAt("to")}>
              {(control) => <input {...control} className="input" type="date" value={values.to} onChange={set("to")} />}
            </Field>
          </div>
          <fieldset className={styles.weekdays} aria-describedby={errorAt("weekdays") ? "schedule-weekdays-error" : undefined}>
            <legend>{t("weekdays")}</legend>
            {weekdayCodes.map((code) => (
              <label key={code} className="checkbox">
                <input
                  type="checkbox"
                  checked={values.weekdays.includes(code)}
                  onChange={(change) =>
                    setValues((current) => ({ ...current, weekdays: change.target.checked ? weekdayCodes.filter((day) => day === code || current.weekdays.includes(day)) : current.weekdays.filter((day) => day !== code) }))
                  }
                />
                {weekdays(code)}
              </label>
            ))}
          </fieldset>
          {errorAt("weekdays") ? (
            <span id="schedule-weekdays-error" className="field-error">
              {errorAt("weekdays")}
            </span>
          ) : null}
          <p className="alert" id="schedule-zone">
            {location ? t.rich("zone", { zone, place: location.name, strong }) : t.rich("zoneMuseum", { zone, strong })}
          </p>
          <ScheduleTimes values={values} onChange={(next) => setValues((current) => ({ ...current, ...next }))} errorAt={errorAt} />
          <div className="form-grid-2">
            <Field id="schedule-duration" label={t("duration")} error={errorAt("durationMinutes")}>
              {(control) => <input {...control} className="input" type="number" min={5} max={1440} inputMode="numeric" value={values.durationMinutes} onChange={set("durationMinutes")} />}
            </Field>
            <Field id="schedule-capacity" label={t("capacity")} hint={t("capacityHint")} error={errorAt("capacity")}>
              {(control) => <input {...control} className="input" type="number" min={0} inputMode="numeric" value={values.capacity} onChange={set("capacity")} />}
            </Field>
          </div>
          <Field id="schedule-closed" label={t("closedDates")} hint={t("closedDatesHint")} error={errorAt("closedDates")}>
            {(control) => <input {...control} className="input" value={values.closedDates} onChange={set("closedDates")} />}
          </Field>
          <FormStatus error={unplaced.length > 0 ? unplaced.map(([key, message]) => (key === "form" ? message : `${key}: ${message}`)).join(" ") : undefined} />
          <div className="form-actions">
            <button className="button" type="button" onClick={onPreview}>
              {preview.isPending ? t("previewing") : t("preview")}
            </button>
            <button className="button button-primary" type="submit">
              {create.isPending ? t("creating") : t("create")}
            </button>
          </div>
        </fieldset>
        {preview.data && !create.isPending ? <SchedulePreviewList preview={preview.data} /> : null}
        {created ? (
          <div className="alert alert-success stack-tight" role="status">
            <p>
              {t("created", { count: created.result.generated, from: dayTitle(created.result.schedule.from, language), to: dayTitle(created.result.schedule.to, language), timeZone: created.result.schedule.timeZone })}
            </p>
            <div>
              <button className="button button-small" type="button" onClick={() => onShow(created.result.schedule.from.slice(0, 7), created.eventId)}>
                {t("show")}
              </button>
            </div>
          </div>
        ) : null}
      </form>
    </section>
  );
}
