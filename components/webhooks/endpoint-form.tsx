"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { Field, FormStatus } from "@/components/forms/field";
import { useCheckedSave } from "@/components/forms/use-checked-save";
import { unplacedErrors } from "@/lib/dashboard/field-errors";
import type { WebhookEventType } from "@/lib/domain/webhook-events/webhook-event-types";
import { EventCheckboxes } from "./event-checkboxes";

export interface EndpointValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}

const FIELDS = ["url", "description", "events"] as const;

/**
 * The address, description and events of an endpoint, for adding one and for changing one. The input
 * is checked with the API's own schema first; the server's refusals (an address it will not send to)
 * land beside their field.
 */
export function EndpointForm<Result>({
  idPrefix,
  initial,
  schema,
  submitLabel,
  toInput,
  save,
  onSaved,
  onCancel,
}: {
  idPrefix: string;
  initial: EndpointValues;
  schema: z.ZodType;
  submitLabel: string;
  /** What is sent: every field when adding, only what changed when changing. */
  toInput: (values: EndpointValues) => Record<string, unknown>;
  save: (input: Record<string, unknown>) => Promise<Result>;
  onSaved: (result: Result) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations("Webhooks");
  const [values, setValues] = useState(initial);
  const { errors, pending, submit } = useCheckedSave({ schema, save, onSaved, names: { url: t("fieldNames.url"), description: t("fieldNames.description") } });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(toInput({ ...values, url: values.url.trim(), description: values.description.trim() }));
  }

  return (
    <form className="stack-tight" onSubmit={onSubmit} noValidate>
      <div className="form-grid">
        <Field id={`${idPrefix}-url`} label={t("address")} hint={t("addressHint")} error={errors.url}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="url"
              inputMode="url"
              placeholder="https://shop.example.org/foyer-webhooks"
              value={values.url}
              maxLength={2000}
              required
              onChange={(event) => setValues({ ...values, url: event.target.value })}
            />
          )}
        </Field>
        <Field id={`${idPrefix}-description`} label={t("description")} hint={t("descriptionHint")} error={errors.description}>
          {(control) => <input {...control} className="input" value={values.description} maxLength={500} onChange={(event) => setValues({ ...values, description: event.target.value })} />}
        </Field>
      </div>
      {/* Checkboxes offer only known events, so the one mistake left is choosing none. */}
      <EventCheckboxes idPrefix={idPrefix} chosen={values.events} error={errors.events ? t("chooseEvent") : undefined} onChange={(events) => setValues({ ...values, events })} />
      <FormStatus error={unplacedErrors(errors, FIELDS)} />
      <div className="form-actions">
        <button className="button button-primary" type="submit" disabled={pending}>
          {pending ? t("saving") : submitLabel}
        </button>
        {onCancel ? (
          <button className="button" type="button" onClick={onCancel}>
            {t("cancel")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
