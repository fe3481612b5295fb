"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Field, FormStatus, ReadOnlyNotice } from "@/components/forms/field";
import { useCheckedSave } from "@/components/forms/use-checked-save";
import { useMuseum } from "@/components/shell/museum-context";
import { errorText } from "@/lib/dashboard/dashboard-error";
import { fetchEvent, fetchLocations, fetchTimeSlot, saveTimeSlot, type EventItem, type TimeSlotItem } from "@/lib/dashboard/documents/events";
import { unplacedErrors } from "@/lib/dashboard/field-errors";
import { fromLocalInput, toLocalInput, wholeNumber } from "@/lib/dashboard/form-values";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { createTimeSlotInput, updateTimeSlotInput } from "@/lib/domain/time-slots/time-slot-schemas";

const SLOT_FIELDS = ["startsAt", "endsAt", "capacity", "locationId"] as const;

/** Loads the event (and the slot, when editing) before showing the form. */
export function TimeSlotEditor({ eventId, timeSlotId }: { eventId: string; timeSlotId?: string }) {
  const museum = useMuseum();
  const event = useQuery({ queryKey: museumKeys.event(museum.id, eventId), queryFn: () => fetchEvent(museum.id, eventId) });
  const slot = useQuery({
    queryKey: [...museumKeys.timeSlots(museum.id, eventId), timeSlotId],
    queryFn: () => fetchTimeSlot(museum.id, timeSlotId!),
    enabled: !!timeSlotId,
  });
  if (event.isError || slot.isError) return <p className="alert alert-danger">{errorText(event.error ?? slot.error)}</p>;
  if (event.isPending || (timeSlotId && slot.isPending)) return <p className="empty">Loading…</p>;
  if (!event.data || (timeSlotId && !slot.data)) return <p className="alert alert-warning">Not found in {museum.name}.</p>;
  return <TimeSlotForm event={event.data} slot={slot.data ?? undefined} />;
}

function TimeSlotForm({ event, slot }: { event: EventItem; slot?: TimeSlotItem }) {
  const museum = useMuseum();
  const router = useRouter();
  const queryClient = useQueryClient();
  const eventPath = `/museums/${museum.id}/events/${event.id}`;
  const locations = useQuery({ queryKey: museumKeys.locations(museum.id), queryFn: () => fetchLocations(museum.id), staleTime: 60_000 });
  const [values, setValues] = useState({
    startsAt: toLocalInput(slot?.startsAt),
    endsAt: toLocalInput(slot?.endsAt),
    capacity: slot ? String(slot.capacity) : "",
    locationId: slot ? (slot.locationId ?? "") : (event.locationId ?? ""),
  });
  const { errors, pending, submit } = useCheckedSave({
    schema: slot ? updateTimeSlotInput : createTimeSlotInput,
    save: (input) => saveTimeSlot(museum.id, slot?.id ?? null, input),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: museumKeys.all(museum.id) });
      router.push(eventPath);
    },
  });
  const canEdit = museum.permissionToModifyMuseum;
  const set = (name: keyof typeof values) => (change: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: change.target.value }));

  function onSubmit(formEvent: FormEvent) {
    formEvent.preventDefault();
    submit({
      startsAt: fromLocalInput(values.startsAt) ?? "",
      endsAt: fromLocalInput(values.endsAt) ?? "",
      capacity: wholeNumber(values.capacity),
      eventId: event.id,
      locationId: values.locationId || null,
    });
  }

  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <p className="small">
            <Link href={`/museums/${museum.id}/events`}>Events</Link> / <Link href={eventPath}>{event.name}</Link> /
          </p>
          <h1>{slot ? "Edit time slot" : "New time slot"}</h1>
        </div>
      </header>
      <form className="card stack-tight" onSubmit={onSubmit} noValidate aria-label={slot ? "Edit time slot" : "New time slot"}>
        {!canEdit ? <ReadOnlyNotice role={museum.role} what="time slots" /> : null}
        {slot ? (
          <p className="muted small">
            {slot.soldQuantity} sold and {slot.heldQuantity} held: the capacity cannot go below {slot.soldQuantity + slot.heldQuantity}.
          </p>
        ) : null}
        <fieldset className="stack-tight" disabled={!canEdit || pending}>
          <div className="form-grid-2">
            <Field id="slot-starts" label="Starts" hint="Your local time" error={errors.startsAt}>
              {(control) => <input {...control} className="input" type="datetime-local" value={values.startsAt} onChange={set("startsAt")} />}
            </Field>
            <Field id="slot-ends" label="Ends" error={errors.endsAt}>
              {(control) => <input {...control} className="input" type="datetime-local" value={values.endsAt} onChange={set("endsAt")} />}
            </Field>
            <Field id="slot-capacity" label="Capacity" hint="Visitors this slot admits" error={errors.capacity}>
              {(control) => <input {...control} className="input" type="number" min={0} step={1} inputMode="numeric" value={values.capacity} onChange={set("capacity")} />}
            </Field>
            <Field id="slot-location" label="Location" error={errors.locationId}>
              {(control) => (
                <select {...control} className="select" value={values.locationId} onChange={set("locationId")}>
                  <option value="">No location</option>
                  {locations.data?.map((location) => (
                    <option key={location.id} value={location.id}>
                      {location.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <FormStatus error={unplacedErrors(errors, SLOT_FIELDS)} />
          <div className="form-actions">
            <button className="button button-primary" type="submit">
              {pending ? "Saving…" : slot ? "Save time slot" : "Create time slot"}
            </button>
            <Link className="button" href={eventPath}>
              Cancel
            </Link>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
