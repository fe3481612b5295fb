"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "use-intl";
import { DraftNotice } from "@/components/forms/draft-notice";
import { Field, ReadOnlyNotice } from "@/components/forms/field";
import { LanguageOptions } from "@/components/forms/language-options";
import { FormFooter } from "@/components/forms/form-footer";
import { useCheckedSave } from "@/components/forms/use-checked-save";
import { draftKey, useFormDraft } from "@/components/forms/use-form-draft";
import { useMuseum } from "@/components/shell/museum-context";
import { fetchTicketType, saveTicketType, type EventItem, type TicketTypeItem } from "@/lib/dashboard/documents/events";
import { unplacedErrors, type FieldErrors } from "@/lib/dashboard/field-errors";
import { fromMinorUnits, toMinorUnits, wholeNumber } from "@/lib/dashboard/form-values";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { createTicketTypeInput, ticketReentries, updateTicketTypeInput } from "@/lib/domain/ticket-types/ticket-type-schemas";
import { EventChildEditor } from "./event-child-editor";
import { LocationField } from "./location-field";
import { TranslationsEditor, translationErrorKeys, type TranslationValues } from "./translations-editor";

const TYPE_FIELDS = ["name", "description", "price", "currency", "masterLanguage", "maxQuantity", "locationId", "reentry"];

/** A new ticket type of the event, or the type to edit. */
export function TicketTypeEditor({ eventId, ticketTypeId }: { eventId: string; ticketTypeId?: string }) {
  const t = useTranslations("TicketTypeForm");
  return (
    <EventChildEditor
      eventId={eventId}
      childId={ticketTypeId}
      childListKey={museumKeys.ticketTypes}
      fetchChild={fetchTicketType}
      title={(ticketType) => (ticketType ? t("editNamed", { name: ticketType.name }) : t("newTicketType"))}
    >
      {(event, ticketType) => <TicketTypeForm event={event} ticketType={ticketType} />}
    </EventChildEditor>
  );
}

function TicketTypeForm({ event, ticketType }: { event: EventItem; ticketType?: TicketTypeItem }) {
  const t = useTranslations("TicketTypeForm");
  const language = useLocale();
  const museum = useMuseum();
  const router = useRouter();
  const queryClient = useQueryClient();
  const eventPath = `/museums/${museum.id}/events/${event.id}`;
  const [initial] = useState(() => ({
    name: ticketType?.name ?? "",
    description: ticketType?.description ?? "",
    price: ticketType ? fromMinorUnits(ticketType.price, ticketType.currency, language) : "",
    currency: ticketType?.currency ?? "",
    masterLanguage: ticketType?.masterLanguage ?? "en",
    maxQuantity: ticketType ? String(ticketType.maxQuantity) : "",
    locationId: ticketType ? (ticketType.locationId ?? "") : (event.locationId ?? ""),
    addOn: ticketType?.addOn ?? false,
    published: ticketType?.published ?? false,
    reentry: ticketType?.reentry ?? "NONE",
    memberTicket: ticketType?.memberTicket ?? false,
    translations: (ticketType?.translations ?? []) as TranslationValues[],
  }));
  const [values, setValues] = useState(initial);
  const translations = values.translations;
  const setTranslations = (rows: TranslationValues[]) => setValues((current) => ({ ...current, translations: rows }));
  const draft = useFormDraft({ key: draftKey(museum.id, "ticket-type", ticketType?.id ?? `new-in-${event.id}`), values, setValues, initial });
  const { errors, pending, submit } = useCheckedSave({
    schema: ticketType ? updateTicketTypeInput : createTicketTypeInput,
    names: {
      name: t("fieldNames.name"),
      description: t("fieldNames.description"),
      price: t("fieldNames.price"),
      currency: t("fieldNames.currency"),
      masterLanguage: t("fieldNames.masterLanguage"),
      maxQuantity: t("fieldNames.maxQuantity"),
      locationId: t("fieldNames.locationId"),
      reentry: t("fieldNames.reentry"),
      translations: t("fieldNames.translations"),
      "translations.*.language": t("fieldNames.translationLanguage"),
      "translations.*.name": t("fieldNames.translationName"),
      "translations.*.description": t("fieldNames.translationDescription"),
    },
    save: (input) => saveTicketType(museum.id, ticketType?.id ?? null, input),
    onSaved: () => {
      draft.saved(values);
      void queryClient.invalidateQueries({ queryKey: museumKeys.event(museum.id, event.id) });
      router.push(eventPath);
    },
  });
  const canEdit = museum.permissionToModifyMuseum;
  const set = (name: "name" | "description" | "price" | "currency" | "masterLanguage" | "maxQuantity" | "locationId" | "reentry") => (change: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: change.target.value }));
  const check = (name: "addOn" | "published" | "memberTicket") => (change: { target: { checked: boolean } }) => setValues((current) => ({ ...current, [name]: change.target.checked }));

  function onSubmit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const currency = values.currency.trim().toUpperCase();
    const maxQuantity = wholeNumber(values.maxQuantity, language);
    // None available is what an unpublished type is for: a published one with 0 could never be sold.
    const problems: FieldErrors = maxQuantity === 0 && values.published ? { maxQuantity: t("zeroTickets") } : {};
    const price = toMinorUnits(values.price, currency || "EUR", language);
    // The card pays for the member's own place (docs/orders.md, "Members book a slot").
    if (values.memberTicket && price !== 0) problems.price = t("memberTicketFree");
    const input = {
      eventId: event.id,
      locationId: values.locationId || null,
      name: values.name,
      description: values.description,
      price,
      // Left empty on a new type, the museum's currency applies.
      ...(currency ? { currency } : {}),
      masterLanguage: values.masterLanguage.trim(),
      translations,
      maxQuantity,
      addOn: values.addOn,
      published: values.published,
      reentry: values.reentry,
      memberTicket: values.memberTicket,
    };
    submit(input, problems);
  }

  return (
    <form className="card stack-tight" onSubmit={onSubmit} noValidate aria-label={ticketType ? t("editTicketType") : t("newTicketType")}>
      {!canEdit ? <ReadOnlyNotice role={museum.role} what={t("ticketTypes")} /> : null}
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <fieldset className="stack-tight" disabled={!canEdit || pending}>
        <div className="form-grid-2">
          <Field id="type-name" label={t("name")} hint={t("nameHint")} error={errors.name}>
            {(control) => <input {...control} className="input" value={values.name} onChange={set("name")} />}
          </Field>
          <Field id="type-language" label={t("mainLanguage")} hint={t("mainLanguageHint")} error={errors.masterLanguage}>
            {(control) => (
              <select {...control} className="select" value={values.masterLanguage} onChange={set("masterLanguage")}>
                <LanguageOptions locale={language} current={values.masterLanguage} />
              </select>
            )}
          </Field>
          <Field id="type-price" label={t("price")} hint={t("priceHint")} error={errors.price}>
            {(control) => <input {...control} className="input" inputMode="decimal" value={values.price} onChange={set("price")} />}
          </Field>
          <Field id="type-currency" label={t("currency")} hint={t("currencyHint")} error={errors.currency}>
            {(control) => <input {...control} className="input" maxLength={3} value={values.currency} onChange={set("currency")} />}
          </Field>
          <Field id="type-max" label={t("ticketsAvailable")} hint={t("ticketsAvailableHint")} error={errors.maxQuantity}>
            {(control) => <input {...control} className="input" inputMode="numeric" value={values.maxQuantity} onChange={set("maxQuantity")} />}
          </Field>
          <LocationField id="type-location" value={values.locationId} error={errors.locationId} onChange={set("locationId")} />
          <Field id="type-reentry" label={t("reentry")} hint={t("reentryHint")} error={errors.reentry}>
            {(control) => (
              <select {...control} className="select" value={values.reentry} onChange={set("reentry")}>
                {ticketReentries.map((reentry) => (
                  <option key={reentry} value={reentry}>
                    {t(`reentries.${reentry}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field id="type-description" label={t("description")} error={errors.description}>
          {(control) => <textarea {...control} className="textarea" value={values.description} onChange={set("description")} />}
        </Field>
        <div className="cluster">
          <label className="checkbox">
            <input type="checkbox" checked={values.addOn} onChange={check("addOn")} />
            {t("addOn")}
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={values.published} onChange={check("published")} />
            {t("published")}
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={values.memberTicket} onChange={check("memberTicket")} />
            {t("memberTicket")}
          </label>
        </div>
        <TranslationsEditor rows={translations} errors={errors} onChange={setTranslations} />
        <FormFooter
          error={unplacedErrors(errors, [...TYPE_FIELDS, ...translationErrorKeys(translations)])}
          pending={pending}
          submitLabel={ticketType ? t("saveTicketType") : t("createTicketType")}
          cancelHref={eventPath}
        />
      </fieldset>
    </form>
  );
}
