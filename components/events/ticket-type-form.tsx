"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { DraftNotice } from "@/components/forms/draft-notice";
import { Field, ReadOnlyNotice } from "@/components/forms/field";
import { FormFooter } from "@/components/forms/form-footer";
import { useCheckedSave } from "@/components/forms/use-checked-save";
import { draftKey, useFormDraft } from "@/components/forms/use-form-draft";
import { useMuseum } from "@/components/shell/museum-context";
import { fetchTicketType, saveTicketType, type EventItem, type TicketTypeItem } from "@/lib/dashboard/documents/events";
import { unplacedErrors, type FieldErrors } from "@/lib/dashboard/field-errors";
import { fromMinorUnits, toMinorUnits, wholeNumber } from "@/lib/dashboard/form-values";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { createTicketTypeInput, updateTicketTypeInput } from "@/lib/domain/ticket-types/ticket-type-schemas";
import { EventChildEditor } from "./event-child-editor";
import { LocationField } from "./location-field";
import { TranslationsEditor, translationErrorKeys, type TranslationValues } from "./translations-editor";

const TYPE_FIELDS = ["name", "description", "price", "currency", "masterLanguage", "maxQuantity", "locationId"];
const TYPE_NAMES = {
  name: "a name",
  description: "the description",
  price: "the price",
  currency: "the currency",
  masterLanguage: "the main language",
  maxQuantity: "the number of tickets available",
  locationId: "a location",
  translations: "the translations",
  "translations.*.language": "the language",
  "translations.*.name": "the translated name",
  "translations.*.description": "the translated description",
};

/** None available is what an unpublished type is for: a published one with 0 could never be sold. */
export const ZERO_TICKETS_MESSAGE = "A published ticket type with 0 tickets available can never be sold. Enter how many can be sold, or untick “Published” to stop selling it.";

/** A new ticket type of the event, or the type to edit. */
export function TicketTypeEditor({ eventId, ticketTypeId }: { eventId: string; ticketTypeId?: string }) {
  return (
    <EventChildEditor
      eventId={eventId}
      childId={ticketTypeId}
      childListKey={museumKeys.ticketTypes}
      fetchChild={fetchTicketType}
      title={(ticketType) => (ticketType ? `Edit ${ticketType.name}` : "New ticket type")}
    >
      {(event, ticketType) => <TicketTypeForm event={event} ticketType={ticketType} />}
    </EventChildEditor>
  );
}

function TicketTypeForm({ event, ticketType }: { event: EventItem; ticketType?: TicketTypeItem }) {
  const museum = useMuseum();
  const router = useRouter();
  const queryClient = useQueryClient();
  const eventPath = `/museums/${museum.id}/events/${event.id}`;
  const [initial] = useState(() => ({
    name: ticketType?.name ?? "",
    description: ticketType?.description ?? "",
    price: ticketType ? fromMinorUnits(ticketType.price, ticketType.currency) : "",
    currency: ticketType?.currency ?? "",
    masterLanguage: ticketType?.masterLanguage ?? "en",
    maxQuantity: ticketType ? String(ticketType.maxQuantity) : "",
    locationId: ticketType ? (ticketType.locationId ?? "") : (event.locationId ?? ""),
    addOn: ticketType?.addOn ?? false,
    published: ticketType?.published ?? false,
    translations: (ticketType?.translations ?? []) as TranslationValues[],
  }));
  const [values, setValues] = useState(initial);
  const translations = values.translations;
  const setTranslations = (rows: TranslationValues[]) => setValues((current) => ({ ...current, translations: rows }));
  const draft = useFormDraft({ key: draftKey(museum.id, "ticket-type", ticketType?.id ?? `new-in-${event.id}`), values, setValues, initial });
  const { errors, pending, submit } = useCheckedSave({
    schema: ticketType ? updateTicketTypeInput : createTicketTypeInput,
    names: TYPE_NAMES,
    save: (input) => saveTicketType(museum.id, ticketType?.id ?? null, input),
    onSaved: () => {
      draft.saved(values);
      void queryClient.invalidateQueries({ queryKey: museumKeys.event(museum.id, event.id) });
      router.push(eventPath);
    },
  });
  const canEdit = museum.permissionToModifyMuseum;
  const set = (name: "name" | "description" | "price" | "currency" | "masterLanguage" | "maxQuantity" | "locationId") => (change: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: change.target.value }));
  const check = (name: "addOn" | "published") => (change: { target: { checked: boolean } }) => setValues((current) => ({ ...current, [name]: change.target.checked }));

  function onSubmit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const currency = values.currency.trim().toUpperCase();
    const maxQuantity = wholeNumber(values.maxQuantity);
    const problems: FieldErrors = maxQuantity === 0 && values.published ? { maxQuantity: ZERO_TICKETS_MESSAGE } : {};
    const input = {
      eventId: event.id,
      locationId: values.locationId || null,
      name: values.name,
      description: values.description,
      price: toMinorUnits(values.price, currency || "EUR"),
      // Left empty on a new type, the museum's currency applies.
      ...(currency ? { currency } : {}),
      masterLanguage: values.masterLanguage.trim(),
      translations,
      maxQuantity,
      addOn: values.addOn,
      published: values.published,
    };
    submit(input, problems);
  }

  return (
    <form className="card stack-tight" onSubmit={onSubmit} noValidate aria-label={ticketType ? "Edit ticket type" : "New ticket type"}>
      {!canEdit ? <ReadOnlyNotice role={museum.role} what="ticket types" /> : null}
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <fieldset className="stack-tight" disabled={!canEdit || pending}>
        <div className="form-grid-2">
          <Field id="type-name" label="Name" hint="In the main language" error={errors.name}>
            {(control) => <input {...control} className="input" value={values.name} onChange={set("name")} />}
          </Field>
          <Field id="type-language" label="Main language" hint="Two letters, e.g. en" error={errors.masterLanguage}>
            {(control) => <input {...control} className="input" maxLength={2} value={values.masterLanguage} onChange={set("masterLanguage")} />}
          </Field>
          <Field id="type-price" label="Price" hint="e.g. 12.50" error={errors.price}>
            {(control) => <input {...control} className="input" inputMode="decimal" value={values.price} onChange={set("price")} />}
          </Field>
          <Field id="type-currency" label="Currency" hint="ISO code; empty for the museum's" error={errors.currency}>
            {(control) => <input {...control} className="input" maxLength={3} value={values.currency} onChange={set("currency")} />}
          </Field>
          <Field id="type-max" label="Tickets available" hint="The most that can be sold" error={errors.maxQuantity}>
            {(control) => <input {...control} className="input" type="number" min={0} step={1} inputMode="numeric" value={values.maxQuantity} onChange={set("maxQuantity")} />}
          </Field>
          <LocationField id="type-location" value={values.locationId} error={errors.locationId} onChange={set("locationId")} />
        </div>
        <Field id="type-description" label="Description" error={errors.description}>
          {(control) => <textarea {...control} className="textarea" value={values.description} onChange={set("description")} />}
        </Field>
        <div className="cluster">
          <label className="checkbox">
            <input type="checkbox" checked={values.addOn} onChange={check("addOn")} />
            Add-on (sold with another ticket)
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={values.published} onChange={check("published")} />
            Published
          </label>
        </div>
        <TranslationsEditor rows={translations} errors={errors} onChange={setTranslations} />
        <FormFooter
          error={unplacedErrors(errors, [...TYPE_FIELDS, ...translationErrorKeys(translations)])}
          pending={pending}
          submitLabel={ticketType ? "Save ticket type" : "Create ticket type"}
          cancelHref={eventPath}
        />
      </fieldset>
    </form>
  );
}
