"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { DataTable, type Column } from "@/components/common/data-table";
import { Field, FormStatus } from "@/components/forms/field";
import { useCheckedSave } from "@/components/forms/use-checked-save";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { unplacedErrors } from "@/lib/dashboard/field-errors";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { customerFieldTypes } from "@/lib/domain/customer-fields/customer-field-record";
import { createCustomerFieldInput } from "@/lib/domain/customer-fields/customer-field-schemas";

interface CustomerField {
  id: string;
  key: string;
  label: string;
  type: (typeof customerFieldTypes)[number];
}

/** The museum's own customer fields: filterable as CUSTOM.<KEY>, set through the API. */
export function CustomerFieldsPanel() {
  const errorText = useErrorText();
  const t = useTranslations("CustomerFieldsPanel");
  const museum = useMuseum();
  const queryClient = useQueryClient();
  const key = museumKeys.customerFields(museum.id);
  const fields = useQuery({ queryKey: key, queryFn: () => dashboardApi<{ total: number; list: CustomerField[] }>(museum.id, "customer-fields") });
  const [values, setValues] = useState({ key: "", label: "", type: "string" });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    // The filter builder lists custom fields too.
    void queryClient.invalidateQueries({ queryKey: museumKeys.filterSchema(museum.id) });
  };
  const { errors, pending, submit } = useCheckedSave({
    schema: createCustomerFieldInput,
    names: { key: t("fieldNames.key"), label: t("fieldNames.label"), type: t("fieldNames.type") },
    // A key the museum already uses is refused by the database's unique index, without details.
    codeFields: { ALREADY_EXISTS: "key" },
    save: (input) => dashboardApi<CustomerField>(museum.id, "customer-fields", { method: "POST", body: input }),
    onSaved: () => {
      setValues({ key: "", label: "", type: "string" });
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => dashboardApi<void>(museum.id, `customer-fields/${id}`, { method: "DELETE" }),
    onSettled: refresh,
  });
  const set = (name: keyof typeof values) => (change: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: change.target.value }));

  const columns: Column<CustomerField>[] = [
    { header: t("label"), cell: (field) => field.label },
    { header: t("key"), className: "mono", cell: (field) => field.key },
    { header: t("type"), cell: (field) => t(`types.${field.type}`) },
  ];
  if (museum.canAdminister) {
    columns.push({
      header: t("actions"),
      headerHidden: true,
      cell: (field) => (
        <button
          className="button button-small button-danger"
          type="button"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t("confirmDelete", { label: field.label }))) remove.mutate(field.id);
          }}
        >
          {t("delete", { label: field.label })}
        </button>
      ),
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(values);
  }

  return (
    <section className="card stack-tight" aria-labelledby="fields-heading">
      <h2 id="fields-heading">{t("heading")}</h2>
      <p className="muted small">{t("intro")}</p>
      {fields.isError ? <p className="alert alert-danger">{errorText(fields.error)}</p> : null}
      {remove.isError ? <p className="alert alert-danger" role="alert">{errorText(remove.error)}</p> : null}
      <DataTable label={t("heading")} columns={columns} page={fields.data} empty={t("empty")} />
      {museum.canAdminister ? (
        <form className="stack-tight" onSubmit={onSubmit} noValidate aria-label={t("newField")}>
          <h3>{t("addHeading")}</h3>
          <fieldset className="form-grid" disabled={pending}>
            <Field id="field-label" label={t("label")} error={errors.label}>
              {(control) => <input {...control} className="input" value={values.label} onChange={set("label")} />}
            </Field>
            <Field id="field-key" label={t("key")} hint={t("keyHint")} error={errors.key}>
              {(control) => <input {...control} className="input mono" value={values.key} onChange={set("key")} />}
            </Field>
            <Field id="field-type" label={t("type")} error={errors.type}>
              {(control) => (
                <select {...control} className="select" value={values.type} onChange={set("type")}>
                  {customerFieldTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`types.${type}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </fieldset>
          <FormStatus error={unplacedErrors(errors, ["label", "key", "type"])} />
          <div className="form-actions">
            <button className="button button-primary" type="submit" disabled={pending}>
              {t("addField")}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
