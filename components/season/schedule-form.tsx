"use client";

import { DayInput } from "@/components/forms/locale-date-inputs";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Field, ReadOnlyNotice } from "@/components/forms/field";
import { FormStatus } from "@/components/forms/field";
import { useMuseum } from "@/components/shell/museum-context";
import { DashboardError } from "@/lib/dashboard/dashboard-error";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { formatLocaleDay } from "@/lib/dashboard/locale-input";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { createSchedule, previewSchedule, updateSchedule, type ScheduleCreated, type ScheduleRule, type ScheduleUpdated, type SeasonEvent, type SeasonLocation } from "@/lib/dashboard/documents/season";
import { fieldErrorsFromDetails, fieldErrorsFromZod, type FieldErrors } from "@/lib/dashboard/field-errors";
import { plainFieldErrors, type FieldNames } from "@/lib/dashboard/plain-errors";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { createScheduleBody, weekdayCodes } from "@/lib/domain/schedules/schedule-schemas";
import { ScheduleTimes } from "./schedule-times";
import { SchedulePreviewList } from "./schedule-preview";
import { emptySchedule, scheduleInput, scheduleValues, type ScheduleValues } from "./schedule-values";
import { dayTitle } from "./season-text";
import styles from "./season.module.css";

const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;

/** The closed days the hint shows as examples, written as the reader writes days. */
const CHRISTMAS = ["2027-12-24", "2027-12-25"] as const;
// Every path a message may name beside a field; anything else is shown above the buttons.
const PLACED = ["eventId", "locationId", "from", "to", "weekdays", "times", "every", "durationMinutes", "capacity", "groupCapacity", "closedDates"];

type Outcome = { kind: "created"; result: ScheduleCreated; eventId: string } | { kind: "changed"; result: ScheduleUpdated; eventId: string };

/**
 * "New schedule", or "Change schedule" for the one `editing` names: an event's rule, previewed as a dry
 * run, then created (its slots made at once) or changed. After a create the form is empty again, so the
 * same rule cannot be sent twice by a second press (the server refuses it too: SCHEDULE_DUPLICATE).
 */
export function ScheduleForm({
  events,
  locations,
  editing,
  onDone,
  onStopEditing,
  onShow,
}: {
  events: SeasonEvent[];
  locations: SeasonLocation[];
  editing: ScheduleRule | null;
  onDone: () => void;
  onStopEditing: () => void;
  onShow: (month: string, eventId: string) => void;
}) {
  const errorText = useErrorText();
  const museum = useMuseum();
  const t = useTranslations("ScheduleForm");
  const weekdays = useTranslations("SeasonWeekdays");
  const words = useTranslations("PlainErrors");
  const language = useLocale();
  // Days typed and shown the way the reader's browser writes the page's language: a British browser
  // writes 08/12/2027 for 8 December, an American one 12/08/2027 (use-display-locale.ts). Numbers
  // follow the page's language: a Swiss browser's 1'080 would not read back.
  const displayLocale = useDisplayLocale();
  const canEdit = museum.permissionToModifyMuseum;
  const [values, setValues] = useState<ScheduleValues>(emptySchedule);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  // A schedule chosen in the list fills the form (during render, as React advises for state from props).
  if ((editing?.id ?? null) !== editingId) {
    setEditingId(editing?.id ?? null);
    setValues(editing ? scheduleValues(editing, language, displayLocale) : emptySchedule);
    setErrors({});
    // Leaving the change after saving it keeps its outcome in view.
    if (editing) setOutcome(null);
  }
  const names: FieldNames = {
    eventId: t("names.event"),
    locationId: t("names.location"),
    from: t("names.from"),
    to: t("names.to"),
    weekdays: t("names.weekdays"),
    times: t("names.times"),
    "every.minutes": t("names.every"),
    "every.from": t("names.firstStart"),
    "every.to": t("names.lastStart"),
    durationMinutes: t("names.duration"),
    capacity: t("names.capacity"),
    groupCapacity: t("names.groupCapacity"),
    closedDates: t("names.closedDates"),
  };
  const showErrors = (error: unknown) =>
    setErrors(error instanceof DashboardError && error.details.length > 0 ? plainFieldErrors(fieldErrorsFromDetails(error.details), names, words) : { form: errorText(error) });
  const preview = useMutation({ mutationFn: (input: Record<string, unknown>) => previewSchedule(museum.id, values.eventId, input), onError: showErrors, onSuccess: () => setErrors({}) });
  const save = useMutation({
    mutationFn: async (input: Record<string, unknown>): Promise<Outcome> =>
      editing
        ? { kind: "changed", result: await updateSchedule(museum.id, editing.eventId, editing.id, input), eventId: editing.eventId }
        : { kind: "created", result: await createSchedule(museum.id, values.eventId, input), eventId: values.eventId },
    onError: showErrors,
    onSuccess: (done) => {
      setErrors({});
      setValues(emptySchedule);
      preview.reset();
      onDone();
      if (done.kind === "changed") onStopEditing();
      setOutcome(done);
    },
  });

  const event = events.find((entry) => entry.id === values.eventId);
  const location = locations.find((entry) => entry.id === (values.locationId || event?.locationId));
  const zone = location?.timezone ?? museum.timezone;
  const errorAt = (name: string) => Object.entries(errors).find(([key]) => key === name || key.startsWith(`${name}.`))?.[1];
  const unplaced = Object.entries(errors).filter(([key]) => !PLACED.includes(key.split(".")[0]!));
  const set = (name: keyof ScheduleValues) => (change: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: change.target.value }));

  /** The input, or null with the messages beside their fields: the API's own schema checks it first. */
  function checked(): Record<string, unknown> | null {
    setOutcome(null);
    const { input, unreadableDays } = scheduleInput(values, language, displayLocale);
    const result = createScheduleBody.safeParse(input);
    const found: FieldErrors = result.success ? {} : plainFieldErrors(fieldErrorsFromZod(result.error), names, words);
    if (unreadableDays.length > 0) found.closedDates = words("notDays", { days: unreadableDays.join(", "), example: formatLocaleDay(CHRISTMAS[0], displayLocale) });
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
    if (input) save.mutate(input);
  }

  const pending = preview.isPending || save.isPending;
  return (
    <section className="stack" aria-labelledby="new-schedule-title">
      <div>
        <h2 id="new-schedule-title">{editing ? t("changeHeading") : t("heading")}</h2>
        <p className="muted">{editing ? t("changeIntro") : t("intro")}</p>
      </div>
      <form className="card stack-tight" onSubmit={onSubmit} noValidate aria-labelledby="new-schedule-title">
        {!canEdit ? <ReadOnlyNotice role={museum.role} what={t("readOnlyWhat")} /> : null}
        <fieldset className="stack-tight" disabled={!canEdit || pending}>
          <div className="form-grid-2">
            <Field id="schedule-event" label={t("event")} error={errorAt("eventId")}>
              {(control) => (
                <select {...control} className="select" value={values.eventId} onChange={set("eventId")} disabled={editing !== null}>
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
              {(control) => <DayInput {...control} value={values.from} locale={displayLocale} onValue={(value) => set("from")({ target: { value } })} />}
            </Field>
            <Field id="schedule-to" label={t("lastDay")} hint={t("included")} error={errorAt("to")}>
              {(control) => <DayInput {...control} value={values.to} locale={displayLocale} onValue={(value) => set("to")({ target: { value } })} />}
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
            {location ? t.rich("zone", { zone: zoneInWords(zone, language), place: location.name, strong }) : t.rich("zoneMuseum", { zone: zoneInWords(zone, language), strong })}
          </p>
          <ScheduleTimes values={values} onChange={(next) => setValues((current) => ({ ...current, ...next }))} errorAt={errorAt} />
          <div className="form-grid-2">
            <Field id="schedule-duration" label={t("duration")} error={errorAt("durationMinutes")}>
              {(control) => <input {...control} className="input" inputMode="numeric" value={values.durationMinutes} onChange={set("durationMinutes")} />}
            </Field>
            <Field id="schedule-capacity" label={t("capacity")} hint={t("capacityHint")} error={errorAt("capacity")}>
              {(control) => <input {...control} className="input" inputMode="numeric" value={values.capacity} onChange={set("capacity")} />}
            </Field>
          </div>
          <Field id="schedule-group-capacity" label={t("groupCapacity")} hint={t("groupCapacityHint", { hours: museum.groupReleaseHours })} error={errorAt("groupCapacity")}>
            {(control) => <input {...control} className="input" inputMode="numeric" value={values.groupCapacity} onChange={set("groupCapacity")} />}
          </Field>
          <Field id="schedule-closed" label={t("closedDates")} hint={t("closedDatesHint", { first: formatLocaleDay(CHRISTMAS[0], displayLocale), second: formatLocaleDay(CHRISTMAS[1], displayLocale) })} error={errorAt("closedDates")}>
            {(control) => <input {...control} className="input" value={values.closedDates} onChange={set("closedDates")} />}
          </Field>
          <FormStatus error={unplaced.length > 0 ? unplaced.map(([, message]) => message).join(" ") : undefined} />
          <div className="form-actions">
            <button className="button" type="button" onClick={onPreview}>
              {preview.isPending ? t("previewing") : t("preview")}
            </button>
            <button className="button button-primary" type="submit">
              {editing ? (save.isPending ? t("saving") : t("save")) : save.isPending ? t("creating") : t("create")}
            </button>
            {editing ? (
              <button className="button" type="button" onClick={onStopEditing}>
                {t("cancelChange")}
              </button>
            ) : null}
          </div>
        </fieldset>
        {preview.data && !save.isPending ? <SchedulePreviewList preview={preview.data} /> : null}
        {outcome ? (
          <div className="alert alert-success stack-tight" role="status">
            <p>
              {outcome.kind === "created"
                ? t("created", { count: outcome.result.generated, from: dayTitle(outcome.result.schedule.from, language), to: dayTitle(outcome.result.schedule.to, language), timeZone: zoneInWords(outcome.result.schedule.timeZone, language) })
                : t("changed", { generated: outcome.result.generated, updated: outcome.result.updated, removed: outcome.result.removed, kept: outcome.result.keptBecauseSold.length })}
            </p>
            <div>
              <button className="button button-small" type="button" onClick={() => onShow(outcome.result.schedule.from.slice(0, 7), outcome.eventId)}>
                {t("show")}
              </button>
            </div>
          </div>
        ) : null}
      </form>
    </section>
  );
}
