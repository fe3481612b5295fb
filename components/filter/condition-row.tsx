"use client";

import { DayInput } from "@/components/forms/locale-date-inputs";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { useTranslations } from "use-intl";
import { operatorKey } from "@/lib/dashboard/filter-fields";
import { withField, type FilterCondition, type SchemaField } from "@/lib/dashboard/filter-tree";
import styles from "./filter.module.css";

interface ConditionRowProps {
  condition: FilterCondition;
  /** "2.1": the second item's first condition, used in labels. */
  position: string;
  fields: Map<string, SchemaField>;
  fieldGroups: { label: string; fields: SchemaField[] }[];
  onChange: (condition: FilterCondition) => void;
  onRemove: () => void;
}

/** One condition: field, operator (only those the field's type allows) and a value control for its type. */
export function ConditionRow({ condition, position, fields, fieldGroups, onChange, onRemove }: ConditionRowProps) {
  const field = fields.get(condition.fieldName);
  const t = useTranslations("ConditionRow");
  const operatorWord = useTranslations("FilterOperators");

  return (
    <div className={styles.condition} role="group" aria-label={t("label", { position })} data-node-id={condition.id}>
      <select
        className="select"
        data-first-control
        aria-label={t("field", { position })}
        value={condition.fieldName}
        onChange={(event) => {
          const next = fields.get(event.target.value);
          if (next) onChange(withField(condition, next));
        }}
      >
        {field && !fieldGroups.some((group) => group.fields.includes(field)) ? (
          // A field the picker does not list (a record id), named by an address or a saved filter: shown as it is.
          <option value={field.name}>{field.optionLabel ?? field.name}</option>
        ) : null}
        {fieldGroups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.fields.map((option) => (
              <option key={option.name} value={option.name}>
                {option.optionLabel ?? option.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <select className="select" aria-label={t("operator", { position })} value={condition.operator} onChange={(event) => onChange({ ...condition, operator: event.target.value })}>
        {field?.operators.map((operator) => (
          <option key={operator} value={operator}>
            {operatorWord(operatorKey(operator, field.type))}
          </option>
        ))}
      </select>
      <ValueControl field={field} label={t("value", { position })} value={condition.value} onChange={(value) => onChange({ ...condition, value })} />
      <button className="button button-small button-ghost" type="button" onClick={onRemove} aria-label={t("removeLabel", { position })}>
        {t("remove")}
      </button>
    </div>
  );
}

function ValueControl({ field, label, value, onChange }: { field?: SchemaField; label: string; value: string; onChange: (value: string) => void }) {
  const t = useTranslations("ConditionRow");
  const locale = useDisplayLocale();
  if (field?.type === "boolean") {
    return (
      <select className="select" aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="true">{t("yes")}</option>
        <option value="false">{t("no")}</option>
      </select>
    );
  }
  if (field?.type === "enum") {
    return (
      <select className="select" aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {field.values?.map((option) => (
          <option key={option} value={option}>
            {field.valueLabels?.[option] ?? option}
          </option>
        ))}
      </select>
    );
  }
  if (field?.type === "date") return <DayInput aria-label={label} value={value} locale={locale} onValue={onChange} />;
  const type = field?.type === "number" ? "number" : "text";
  return (
    <input
      className="input"
      aria-label={label}
      type={type}
      inputMode={type === "number" ? "decimal" : undefined}
      placeholder={field?.type === "list" ? t("oneItem") : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
