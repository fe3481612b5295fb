"use client";

import { DateTimeInput } from "@/components/forms/locale-date-inputs";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "use-intl";
import { DraftNotice } from "@/components/forms/draft-notice";
import { Field, ReadOnlyNotice } from "@/components/forms/field";
import { FormFooter } from "@/components/forms/form-footer";
import { useCheckedSave } from "@/components/forms/use-checked-save";
import { draftKey, useFormDraft } from "@/components/forms/use-form-draft";
import { useMuseum } from "@/components/shell/museum-context";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { fetchTimeSlot, saveTimeSlot, type EventItem, type TimeSlotItem } from "@/lib/dashboard/documents/events";
import { unplacedErrors, type FieldErrors } from "@/lib/dashboard/field-errors";
import { wholeNumber } from "@/lib/dashboard/form-values";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { endOrderProblem, zonedInputValue, zonedInstants } from "@/lib/dashboard/zoned-input";
import { createTimeSlotInput, updateTimeSlotInput } from "@/lib/domain/time-slots/time-slot-schemas";
import { EventChildEditor } from "./event-child-editor";
import { LocationField } from "./location-field";
import { TimeZoneNote, useLocationZones, type LocationZones } from "./use-location-zones";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { zoneInWords } from "@/lib/i18n/zone-words";

const SLOT_FIELDS = ["startsAt", "endsAt", "capacity", "groupCapacity", "locationId", "closed", "closedReason"] as const;
const SLOT_NAMED_FIELDS = ["startsAt", "endsAt", "capacity", "groupCapacity", "locationId", "closedReason"] as const;

/** A new time slot of the event, or the slot to edit. */
export function TimeSlotEditor({ eventId, timeSlotId }: { eventId: string; timeSlotId?: string }) {
  const t = useTranslations("TimeSlotForm");
  return (
    <EventChildEditor eventId={eventId} childId={timeSlotId} childListKey={museumKeys.timeSlots} fetchChild={fetchTimeSlot} title={(slot) => (slot ? t("editTimeSlot") : t("newTimeSlot"))}>
      {(event, slot) => <TimeSlotZones event={event} slot={slot} />}
    </EventChildEditor>
  );
}

function TimeSlotZones({ event, slot }: { event: EventItem; slot?: TimeSlotItem }) {
  const errorText = useErrorText();
  const t = useTranslations("TimeSlotForm");
  const zones = useLocationZones();
  if (zones.error) return <p className="alert alert-danger">{errorText(zones.error)}</p>;
  if (!zones.ready) return <p className="empty">{t("loading")}</p>;
  return <TimeSlotForm event={event} slot={slot} zones={zones} />;
}

function TimeSlotForm({ event, slot, zones }: { event: EventItem; slot?: TimeSlotItem; zones: LocationZones }) {
  const t = useTranslations("TimeSlotForm");
  const words = useTranslations("PlainErrors");
  const language = useLocale();
  const museum = useMuseum();
  const router = useRouter();
  const queryClient = useQueryClient();
  const eventPath = `/museums/${museum.id}/events/${event.id}`;
  const [initial] = useState(() => {
    const locationId = slot ? (slot.locationId ?? "") : (event.locationId ?? "");
    const zone = zones.zoneOf(locationId || null);
    return {
      startsAt: zonedInputValue(slot?.startsAt, zone),
      endsAt: zonedInputValue(slot?.endsAt, zone),
      capacity: slot ? String(slot.capacity) : "",
      groupCapacity: slot?.groupCapacity ? String(slot.groupCapacity) : "",
      locationId,
      closed: slot?.closed ?? false,
      closedReason: slot?.closedReason ?? "",
    };
  });
  const [values, setValues] = useState(initial);
  const draft = useFormDraft({ key: draftKey(museum.id, "time-slot", slot?.id ?? `new-in-${event.id}`), values, setValues, initial });
  const { errors, pending, submit } = useCheckedSave({
    schema: slot ? updateTimeSlotInput : createTimeSlotInput,
    names: Object.fromEntries(SLOT_NAMED_FIELDS.map((field) => [field, t(`fieldNames.${field}`)])),
    save: (input) => saveTimeSlot(museum.id, slot?.id ?? null, input),
    onSaved: () => {
      draft.saved(values);
      void queryClient.invalidateQueries({ queryKey: museumKeys.all(museum.id) });
      router.push(eventPath);
    },
  });
  const canEdit = museum.permissionToModifyMuseum;
  const timeZone = zones.zoneOf(values.locationId || null);
  const displayLocale = useDisplayLocale();
  const set = (name: "startsAt" | "endsAt" | "capacity" | "groupCapacity" | "locationId" | "closedReason") => (change: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: change.target.value }));

  function onSubmit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const { instants, errors: timeErrors } = zonedInstants({ startsAt: values.startsAt, endsAt: values.endsAt }, timeZone, words, displayLocale);
    const capacity = wholeNumber(values.capacity, language);
    const problems: FieldErrors = { ...timeErrors };
    const order = endOrderProblem(instants.startsAt, instants.endsAt, "after");
    if (order) problems.endsAt ??= words(order);
    // Capacity 0 admits nobody: that is a closed slot, which the form asks for in words (as the season closes one).
    if (capacity === 0 && !values.closed) problems.capacity = t("zeroCapacity");
    submit(
      {
        startsAt: instants.startsAt ?? "",
        endsAt: instants.endsAt ?? "",
        capacity,
        // Empty keeps no places for groups.
        groupCapacity: values.groupCapacity.trim() === "" ? 0 : wholeNumber(values.groupCapacity, language),
        eventId: event.id,
        locationId: values.locationId || null,
        closed: values.closed,
        closedReason: values.closed ? values.closedReason.trim() || null : null,
      },
      problems,
    );
  }

  return (
    <form className="card stack-tight" onSubmit={onSubmit} noValidate aria-label={slot ? t("editTimeSlot") : t("newTimeSlot")}>
      {!canEdit ? <ReadOnlyNotice role={museum.role} what={t("timeSlots")} /> : null}
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      {slot ? (
        <p className="muted small">
          {t("soldAndHeld", { sold: slot.soldQuantity, held: slot.heldQuantity, total: slot.soldQuantity + slot.heldQuantity })}
        </p>
      ) : null}
      <fieldset className="stack-tight" disabled={!canEdit || pending}>
        <div className="form-grid-2">
          <Field id="slot-starts" label={t("starts")} hint={t("startsHint", { timeZone: zoneInWords(timeZone, displayLocale) })} error={errors.startsAt}>
            {(control) => <DateTimeInput {...control} value={values.startsAt} locale={displayLocale} onValue={(value) => set("startsAt")({ target: { value } })} />}
          </Field>
          <Field id="slot-ends" label={t("ends")} hint={t("endsHint")} error={errors.endsAt}>
            {(control) => <DateTimeInput {...control} value={values.endsAt} locale={displayLocale} onValue={(value) => set("endsAt")({ target: { value } })} />}
          </Field>
          <Field id="slot-capacity" label={t("capacity")} hint={t("capacityHint")} error={errors.capacity}>
            {(control) => <input {...control} className="input" inputMode="numeric" value={values.capacity} onChange={set("capacity")} />}
          </Field>
          <Field id="slot-group-capacity" label={t("groupCapacity")} hint={t("groupCapacityHint", { hours: museum.groupReleaseHours })} error={errors.groupCapacity}>
            {(control) => <input {...control} className="input" inputMode="numeric" value={values.groupCapacity} onChange={set("groupCapacity")} />}
          </Field>
          <LocationField id="slot-location" value={values.locationId} error={errors.locationId} onChange={set("locationId")} />
        </div>
        <TimeZoneNote timeZone={timeZone} />
        <label className="checkbox">
          <input type="checkbox" checked={values.closed} onChange={(change) => setValues((current) => ({ ...current, closed: change.target.checked }))} />
          {t("closed")}
        </label>
        {values.closed ? (
          <Field id="slot-closed-reason" label={t("closedReason")} hint={t("closedReasonHint")} error={errors.closedReason}>
            {(control) => <input {...control} className="input" maxLength={200} value={values.closedReason} onChange={set("closedReason")} />}
          </Field>
        ) : null}
        <FormFooter error={unplacedErrors(errors, SLOT_FIELDS)} pending={pending} submitLabel={slot ? t("saveTimeSlot") : t("createTimeSlot")} cancelHref={eventPath} />
      </fieldset>
    </form>
  );
}
