"use client";

import { DateTimeInput } from "@/components/forms/locale-date-inputs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { DraftNotice } from "@/components/forms/draft-notice";
import { Field, ReadOnlyNotice } from "@/components/forms/field";
import { FormFooter } from "@/components/forms/form-footer";
import { draftKey, useFormDraft } from "@/components/forms/use-form-draft";
import { useMuseum } from "@/components/shell/museum-context";
import { DashboardError } from "@/lib/dashboard/dashboard-error";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { saveEvent, type EventItem } from "@/lib/dashboard/documents/events";
import { fieldErrorsFromDetails, fieldErrorsFromZod, unplacedErrors, type FieldErrors } from "@/lib/dashboard/field-errors";
import { plainFieldErrors } from "@/lib/dashboard/plain-errors";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { endOrderProblem, zonedInputValue, zonedInstants } from "@/lib/dashboard/zoned-input";
import { createEventInput, updateEventInput } from "@/lib/domain/events/event-schemas";
import { LocationField } from "./location-field";
import { TimeZoneNote, useLocationZones, type LocationZones } from "./use-location-zones";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { zoneInWords } from "@/lib/i18n/zone-words";

const EVENT_FIELDS = ["name", "description", "locationId", "startsAt", "endsAt"] as const;
const EVENT_NAMED_FIELDS = [...EVENT_FIELDS, "published"] as const;

/** Creates an event, or edits one; its times are in its location's time zone (the museum's without one). */
export function EventForm({ event }: { event?: EventItem }) {
  const errorText = useErrorText();
  const t = useTranslations("EventForm");
  const zones = useLocationZones();
  if (zones.error) return <p className="alert alert-danger">{errorText(zones.error)}</p>;
  if (!zones.ready) return <p className="empty">{t("loading")}</p>;
  return <EventFields event={event} zones={zones} />;
}

function EventFields({ event, zones }: { event?: EventItem; zones: LocationZones }) {
  const errorText = useErrorText();
  const t = useTranslations("EventForm");
  const words = useTranslations("PlainErrors");
  const museum = useMuseum();
  const router = useRouter();
  const queryClient = useQueryClient();
  const names = Object.fromEntries(EVENT_NAMED_FIELDS.map((field) => [field, t(`fieldNames.${field}`)]));
  const [initial] = useState(() => {
    const zone = zones.zoneOf(event?.locationId);
    return {
      name: event?.name ?? "",
      description: event?.description ?? "",
      locationId: event?.locationId ?? "",
      startsAt: zonedInputValue(event?.startsAt, zone),
      endsAt: zonedInputValue(event?.endsAt, zone),
      published: event?.published ?? false,
    };
  });
  const [values, setValues] = useState(initial);
  const draft = useFormDraft({ key: draftKey(museum.id, "event", event?.id ?? "new"), values, setValues, initial });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const canEdit = museum.permissionToModifyMuseum;
  const timeZone = zones.zoneOf(values.locationId || null);
  const displayLocale = useDisplayLocale();

  const save = useMutation({
    mutationFn: (input: Record<string, unknown>) => saveEvent(museum.id, event?.id ?? null, input),
    // Edits show at once everywhere the event is on screen; a refusal puts the old values back.
    onMutate: async (input) => {
      if (!event) return undefined;
      const key = museumKeys.event(museum.id, event.id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<EventItem | null>(key);
      if (previous) queryClient.setQueryData<EventItem>(key, { ...previous, ...(input as Partial<EventItem>) });
      return { previous };
    },
    onError: (error, _input, context) => {
      if (event && context?.previous) queryClient.setQueryData(museumKeys.event(museum.id, event.id), context.previous);
      setErrors(error instanceof DashboardError && error.details.length > 0 ? plainFieldErrors(fieldErrorsFromDetails(error.details), names, words) : { form: errorText(error) });
    },
    onSuccess: (saved) => {
      draft.saved(values);
      queryClient.setQueryData(museumKeys.event(museum.id, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: museumKeys.events(museum.id) });
      if (event) setSaved(t("saved", { name: saved.name }));
      else router.push(`/museums/${museum.id}/events/${saved.id}`);
    },
  });

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setSaved(null);
    const { instants, errors: timeErrors } = zonedInstants({ startsAt: values.startsAt, endsAt: values.endsAt }, timeZone, words, displayLocale);
    const input = {
      name: values.name,
      description: values.description,
      locationId: values.locationId || null,
      startsAt: instants.startsAt,
      endsAt: instants.endsAt,
      published: values.published,
    };
    const checked = (event ? updateEventInput : createEventInput).safeParse(input);
    const order = endOrderProblem(instants.startsAt, instants.endsAt, "notBefore");
    const found = { ...(checked.success ? {} : plainFieldErrors(fieldErrorsFromZod(checked.error), names, words)), ...(order ? { endsAt: words(order) } : {}), ...timeErrors };
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(input);
  }

  const set = (name: keyof typeof values) => (change: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: change.target.value }));

  return (
    <form className="card stack-tight" onSubmit={submit} noValidate aria-label={event ? t("editEvent") : t("newEvent")}>
      {!canEdit ? <ReadOnlyNotice role={museum.role} what={t("events")} /> : null}
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <fieldset className="stack-tight" disabled={!canEdit || save.isPending}>
        <div className="form-grid-2">
          <Field id="event-name" label={t("name")} error={errors.name}>
            {(control) => <input {...control} className="input" value={values.name} onChange={set("name")} />}
          </Field>
          <LocationField id="event-location" value={values.locationId} error={errors.locationId} onChange={set("locationId")} />
          <Field id="event-starts" label={t("starts")} hint={t("startsHint", { timeZone: zoneInWords(timeZone, displayLocale) })} error={errors.startsAt}>
            {(control) => <DateTimeInput {...control} value={values.startsAt} locale={displayLocale} onValue={(value) => set("startsAt")({ target: { value } })} />}
          </Field>
          <Field id="event-ends" label={t("ends")} hint={t("endsHint")} error={errors.endsAt}>
            {(control) => <DateTimeInput {...control} value={values.endsAt} locale={displayLocale} onValue={(value) => set("endsAt")({ target: { value } })} />}
          </Field>
        </div>
        <TimeZoneNote timeZone={timeZone} />
        <Field id="event-description" label={t("description")} error={errors.description}>
          {(control) => <textarea {...control} className="textarea" value={values.description} onChange={set("description")} />}
        </Field>
        <label className="checkbox">
          <input type="checkbox" checked={values.published} onChange={(change) => setValues((current) => ({ ...current, published: change.target.checked }))} />
          {t("published")}
        </label>
        <FormFooter error={unplacedErrors(errors, EVENT_FIELDS)} saved={saved} pending={save.isPending} submitLabel={event ? t("saveEvent") : t("createEvent")} />
      </fieldset>
    </form>
  );
}
