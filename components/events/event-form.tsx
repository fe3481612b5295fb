"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Field, ReadOnlyNotice } from "@/components/forms/field";
import { FormFooter } from "@/components/forms/form-footer";
import { useMuseum } from "@/components/shell/museum-context";
import { DashboardError, errorText } from "@/lib/dashboard/dashboard-error";
import { saveEvent, type EventItem } from "@/lib/dashboard/documents/events";
import { fieldErrorsFromDetails, fieldErrorsFromZod, unplacedErrors, type FieldErrors } from "@/lib/dashboard/field-errors";
import { fromLocalInput, toLocalInput } from "@/lib/dashboard/form-values";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { createEventInput, updateEventInput } from "@/lib/domain/events/event-schemas";
import { LocationField } from "./location-field";

const EVENT_FIELDS = ["name", "description", "locationId", "startsAt", "endsAt"] as const;

/** Creates an event, or edits one; checked with the API's own zod schema before it is sent. */
export function EventForm({ event }: { event?: EventItem }) {
  const museum = useMuseum();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    name: event?.name ?? "",
    description: event?.description ?? "",
    locationId: event?.locationId ?? "",
    startsAt: toLocalInput(event?.startsAt),
    endsAt: toLocalInput(event?.endsAt),
    published: event?.published ?? false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const canEdit = museum.permissionToModifyMuseum;

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
      setErrors(error instanceof DashboardError && error.details.length > 0 ? fieldErrorsFromDetails(error.details) : { form: errorText(error) });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(museumKeys.event(museum.id, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: museumKeys.events(museum.id) });
      if (event) setSaved(`Saved “${saved.name}”.`);
      else router.push(`/museums/${museum.id}/events/${saved.id}`);
    },
  });

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setSaved(null);
    const input = {
      name: values.name,
      description: values.description,
      locationId: values.locationId || null,
      startsAt: fromLocalInput(values.startsAt),
      endsAt: fromLocalInput(values.endsAt),
      published: values.published,
    };
    const checked = (event ? updateEventInput : createEventInput).safeParse(input);
    if (!checked.success) {
      setErrors(fieldErrorsFromZod(checked.error));
      return;
    }
    setErrors({});
    save.mutate(input);
  }

  const set = (name: keyof typeof values) => (change: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: change.target.value }));

  return (
    <form className="card stack-tight" onSubmit={submit} noValidate aria-label={event ? "Edit event" : "New event"}>
      {!canEdit ? <ReadOnlyNotice role={museum.role} what="events" /> : null}
      <fieldset className="stack-tight" disabled={!canEdit || save.isPending}>
        <div className="form-grid-2">
          <Field id="event-name" label="Name" error={errors.name}>
            {(control) => <input {...control} className="input" value={values.name} onChange={set("name")} />}
          </Field>
          <LocationField id="event-location" value={values.locationId} error={errors.locationId} onChange={set("locationId")} />
          <Field id="event-starts" label="Starts" hint="Optional; your local time" error={errors.startsAt}>
            {(control) => <input {...control} className="input" type="datetime-local" value={values.startsAt} onChange={set("startsAt")} />}
          </Field>
          <Field id="event-ends" label="Ends" hint="Optional; after the start" error={errors.endsAt}>
            {(control) => <input {...control} className="input" type="datetime-local" value={values.endsAt} onChange={set("endsAt")} />}
          </Field>
        </div>
        <Field id="event-description" label="Description" error={errors.description}>
          {(control) => <textarea {...control} className="textarea" value={values.description} onChange={set("description")} />}
        </Field>
        <label className="checkbox">
          <input type="checkbox" checked={values.published} onChange={(change) => setValues((current) => ({ ...current, published: change.target.checked }))} />
          Published (visible to integrations selling tickets)
        </label>
        <FormFooter error={unplacedErrors(errors, EVENT_FIELDS)} saved={saved} pending={save.isPending} submitLabel={event ? "Save event" : "Create event"} />
      </fieldset>
    </form>
  );
}
