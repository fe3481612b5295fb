"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Field, ReadOnlyNotice } from "@/components/forms/field";
import { FormFooter } from "@/components/forms/form-footer";
import { useCheckedSave } from "@/components/forms/use-checked-save";
import { useMuseum } from "@/components/shell/museum-context";
import { fetchTimeSlot, saveTimeSlot, type EventItem, type TimeSlotItem } from "@/lib/dashboard/documents/events";
import { unplacedErrors } from "@/lib/dashboard/field-errors";
import { fromLocalInput, toLocalInput, wholeNumber } from "@/lib/dashboard/form-values";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { createTimeSlotInput, updateTimeSlotInput } from "@/lib/domain/time-slots/time-slot-schemas";
import { EventChildEditor } from "./event-child-editor";
import { LocationField } from "./location-field";

const SLOT_FIELDS = ["startsAt", "endsAt", "capacity", "locationId"] as const;

/** A new time slot of the event, or the slot to edit. */
export function TimeSlotEditor({ eventId, timeSlotId }: { eventId: string; timeSlotId?: string }) {
  return (
    <EventChildEditor eventId={eventId} childId={timeSlotId} childListKey={museumKeys.timeSlots} fetchChild={fetchTimeSlot} title={(slot) => (slot ? "Edit time slot" : "New time slot")}>
      {(event, slot) => <TimeSlotForm event={event} slot={slot} />}
    </EventChildEditor>
  );
}

function TimeSlotForm({ event, slot }: { event: EventItem; slot?: TimeSlotItem }) {
  const museum = useMuseum();
  const router = useRouter();
  const queryClient = useQueryClient();
  const eventPath = `/museums/${museum.id}/events/${event.id}`;
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
          <LocationField id="slot-location" value={values.locationId} error={errors.locationId} onChange={set("locationId")} />
        </div>
        <FormFooter error={unplacedErrors(errors, SLOT_FIELDS)} pending={pending} submitLabel={slot ? "Save time slot" : "Create time slot"} cancelHref={eventPath} />
      </fieldset>
    </form>
  );
}
