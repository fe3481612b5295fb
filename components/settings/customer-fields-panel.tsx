"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { DataTable, type Column } from "@/components/common/data-table";
import { Field, FormStatus } from "@/components/forms/field";
import { useCheckedSave } from "@/components/forms/use-checked-save";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { errorText } from "@/lib/dashboard/dashboard-error";
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

const typeLabels: Record<CustomerField["type"], string> = { string: "Text", number: "Number", date: "Date", boolean: "Yes / no", list: "List of text" };

/** The museum's own customer fields: filterable as CUSTOM.<KEY>, set through the API. */
export function CustomerFieldsPanel() {
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
    names: { key: "the key", label: "a label", type: "the kind of value" },
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
    { header: "Label", cell: (field) => field.label },
    { header: "Key", className: "mono", cell: (field) => field.key },
    { header: "Type", cell: (field) => typeLabels[field.type] },
  ];
  if (museum.canAdminister) {
    columns.push({
      header: "Actions",
      headerHidden: true,
      cell: (field) => (
        <button
          className="button button-small button-danger"
          type="button"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(`Delete “${field.label}” and every customer’s value for it?`)) remove.mutate(field.id);
          }}
        >
          Delete {field.label}
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
      <h2 id="fields-heading">Custom customer fields</h2>
      <p className="muted small">Extra facts about customers, such as a favourite artist or a shoe size. Filters name them CUSTOM.&lt;KEY&gt;.</p>
      {fields.isError ? <p className="alert alert-danger">{errorText(fields.error)}</p> : null}
      {remove.isError ? <p className="alert alert-danger" role="alert">{errorText(remove.error)}</p> : null}
      <DataTable label="Custom customer fields" columns={columns} page={fields.data} empty="No custom fields yet." />
      {museum.canAdminister ? (
        <form className="stack-tight" onSubmit={onSubmit} noValidate aria-label="New custom field">
          <h3>Add a field</h3>
          <fieldset className="form-grid" disabled={pending}>
            <Field id="field-label" label="Label" error={errors.label}>
              {(control) => <input {...control} className="input" value={values.label} onChange={set("label")} />}
            </Field>
            <Field id="field-key" label="Key" hint="Lower snake case, e.g. shoe_size" error={errors.key}>
              {(control) => <input {...control} className="input mono" value={values.key} onChange={set("key")} />}
            </Field>
            <Field id="field-type" label="Type" error={errors.type}>
              {(control) => (
                <select {...control} className="select" value={values.type} onChange={set("type")}>
                  {customerFieldTypes.map((type) => (
                    <option key={type} value={type}>
                      {typeLabels[type]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </fieldset>
          <FormStatus error={unplacedErrors(errors, ["label", "key", "type"])} />
          <div className="form-actions">
            <button className="button button-primary" type="submit" disabled={pending}>
              Add field
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
