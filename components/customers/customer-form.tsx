"use client";

import { DayInput } from "@/components/forms/locale-date-inputs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "use-intl";
import { dialogStyles } from "@/components/common/confirm-dialog";
import { Field, FormStatus, ReadOnlyNotice } from "@/components/forms/field";
import { useMuseum } from "@/components/shell/museum-context";
import { customerErrors, customerInput, fieldText, type CustomFieldDefinition, type CustomerErrorWords, type CustomerFormValues } from "@/lib/dashboard/customer-form";
import { DashboardError } from "@/lib/dashboard/dashboard-error";
import { saveCustomer } from "@/lib/dashboard/documents/customer-changes";
import type { CustomerDetail } from "@/lib/dashboard/documents/people";
import { unplacedErrors, type FieldErrors } from "@/lib/dashboard/field-errors";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { LanguageOptions } from "@/components/forms/language-options";
import { useCustomerFields } from "./use-customer-fields";

/** A new customer starts in the museum's default language (Settings). */
function initialValues(customer: CustomerDetail | undefined, definitions: CustomFieldDefinition[], defaultLanguage: string, language: string): CustomerFormValues {
  const stored = (customer?.customFields ?? {}) as Record<string, unknown>;
  return {
    name: customer?.name ?? "",
    email: customer?.email ?? "",
    memberNumber: customer?.memberNumber ?? "",
    language: customer?.language ?? defaultLanguage,
    customFields: Object.fromEntries(definitions.map((definition) => [definition.key, fieldText(definition.type, stored[definition.key], language)])),
  };
}

/** A new customer, or the details of one: name, email, member number, language and the museum's own fields. */
export function CustomerForm({ customer, onSaved, onCancel }: { customer?: CustomerDetail; onSaved?: (message: string) => void; onCancel?: () => void }) {
  const t = useTranslations("CustomerForm");
  const errorText = useErrorText();
  const fields = useCustomerFields();
  if (fields.isPending) return <p className="empty">{t("loading")}</p>;
  if (fields.isError) return <p className="alert alert-danger">{errorText(fields.error)}</p>;
  return <CustomerFormFields customer={customer} definitions={fields.data.list} onSaved={onSaved} onCancel={onCancel} />;
}

function CustomerFormFields({
  customer,
  definitions,
  onSaved,
  onCancel,
}: {
  customer?: CustomerDetail;
  definitions: CustomFieldDefinition[];
  onSaved?: (message: string) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations("CustomerForm");
  const errorText = useErrorText();
  const locale = useDisplayLocale();
  const museum = useMuseum();
  const router = useRouter();
  const queryClient = useQueryClient();
  // Numbers are typed as the page's language writes them ("1.080,5" in German).
  const language = useLocale();
  const [values, setValues] = useState(() => initialValues(customer, definitions, museum.defaultLanguage, language));
  const [errors, setErrors] = useState<FieldErrors>({});
  const canEdit = museum.permissionToModifyMuseum;
  const creating = !customer;
  const words: CustomerErrorWords = (key) => t(`errors.${key}`);

  const save = useMutation({
    mutationFn: (input: Record<string, unknown>) => saveCustomer(museum.id, customer?.id ?? null, input),
    onError: (error) => setErrors(error instanceof DashboardError && error.details.length > 0 ? customerErrors(error.details, definitions, "input.", words) : { form: errorText(error) }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: museumKeys.customers(museum.id) });
      await queryClient.invalidateQueries({ queryKey: museumKeys.memberships(museum.id) });
      if (creating) router.push(`/museums/${museum.id}/customers/${saved.id}`);
      else onSaved?.(t("saved", { name: saved.name }));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = customerInput(values, definitions, creating, words, language);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.input);
  }

  const set = (name: "name" | "email" | "memberNumber" | "language") => (change: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: change.target.value }));
  const setCustom = (key: string) => (change: { target: { value: string } }) =>
    setValues((current) => ({ ...current, customFields: { ...current.customFields, [key]: change.target.value } }));
  const placed = ["name", "email", "memberNumber", "language", ...definitions.map((definition) => `customFields.${definition.key}`)];

  return (
    <form className="card stack-tight" onSubmit={submit} noValidate aria-label={creating ? t("newTitle") : t("editTitle")}>
      {!canEdit ? <ReadOnlyNotice role={museum.role} what={t("readOnlyWhat")} /> : null}
      <fieldset className="stack-tight" disabled={!canEdit || save.isPending} style={{ border: 0, margin: 0, padding: 0 }}>
        <div className="form-grid-2">
          <Field id="customer-name" label={t("name")} error={errors.name}>
            {(control) => <input {...control} className="input" autoComplete="off" value={values.name} onChange={set("name")} />}
          </Field>
          <Field id="customer-email" label={t("email")} hint={t("emailHint")} error={errors.email}>
            {(control) => <input {...control} className="input" type="email" autoComplete="off" value={values.email} onChange={set("email")} />}
          </Field>
          <Field id="customer-member-number" label={t("memberNumber")} hint={t("memberNumberHint")} error={errors.memberNumber}>
            {(control) => <input {...control} className="input" autoComplete="off" value={values.memberNumber} onChange={set("memberNumber")} />}
          </Field>
          <Field id="customer-language" label={t("language")} hint={t("languageHint")} error={errors.language}>
            {(control) => (
              <select {...control} className="select" value={values.language} onChange={set("language")}>
                <LanguageOptions locale={locale} current={values.language} />
              </select>
            )}
          </Field>
          {definitions.map((definition) => (
            <CustomFieldControl
              key={definition.key}
              definition={definition}
              value={values.customFields[definition.key] ?? ""}
              error={errors[`customFields.${definition.key}`]}
              onChange={setCustom(definition.key)}
            />
          ))}
        </div>
        <FormStatus error={unplacedErrors(errors, placed)} />
        <div className={`form-actions ${dialogStyles.actions}`}>
          <button className="button button-primary" type="submit">
            {save.isPending ? t("saving") : creating ? t("create") : t("save")}
          </button>
          {creating ? (
            <Link className="button" href={`/museums/${museum.id}/customers`}>
              {t("cancel")}
            </Link>
          ) : (
            <button className="button" type="button" onClick={onCancel}>
              {t("cancel")}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}

/** One of the museum's own fields, with the control its type needs. */
function CustomFieldControl({ definition, value, error, onChange }: { definition: CustomFieldDefinition; value: string; error?: string; onChange: (change: { target: { value: string } }) => void }) {
  const t = useTranslations("CustomerForm");
  const locale = useDisplayLocale();
  const id = `customer-field-${definition.key}`;
  return (
    <Field id={id} label={definition.label} hint={t(`hints.${definition.type}`)} error={error}>
      {(control) => {
        if (definition.type === "boolean") {
          return (
            <select {...control} className="select" value={value} onChange={onChange}>
              <option value="">{t("notGiven")}</option>
              <option value="yes">{t("yes")}</option>
              <option value="no">{t("no")}</option>
            </select>
          );
        }
        if (definition.type === "date") return <DayInput {...control} value={value} locale={locale} onValue={(typed) => onChange({ target: { value: typed } })} />;
        if (definition.type === "number") return <input {...control} className="input" inputMode="decimal" autoComplete="off" value={value} onChange={onChange} />;
        return <input {...control} className="input" autoComplete="off" value={value} onChange={onChange} />;
      }}
    </Field>
  );
}
