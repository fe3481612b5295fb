import { z } from "zod";
import type { Tx } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { CustomerFieldType } from "@/lib/domain/customer-fields/customer-field-record";
import { isoDateInput } from "@/lib/domain/shared/input-schemas";
import { AppError } from "@/lib/errors/app-error";

// A customer's custom field values arrive as one object keyed by the museum's CustomerField keys and
// are stored one typed row per value (a list: one row per item, in order), so filters on them can
// compare in SQL with the right type.

export type CustomFieldValue = string | number | boolean | Date | string[];
export type CustomFields = Record<string, CustomFieldValue>;

const valueSchemas: Record<CustomerFieldType, z.ZodType> = {
  string: z.string().max(1000),
  number: z.number(),
  date: isoDateInput,
  boolean: z.boolean(),
  list: z.array(z.string().max(1000)).max(100),
};

/** null clears a field's value. */
export const customFieldsInput = z
  .record(z.string().max(64), z.unknown())
  .refine((fields) => Object.keys(fields).length <= 100, "At most 100 custom fields");

export interface ValueRow {
  fieldId: string;
  position: number;
  stringValue?: string;
  numberValue?: number;
  dateValue?: Date;
  booleanValue?: boolean;
}

/**
 * Checks each key against the museum's fields and each value against its field's type. Returns the
 * ids of the fields the input touches (their old values are replaced) and the rows to store.
 */
export async function customFieldRows(tx: Tx, actor: Actor, input: Record<string, unknown>): Promise<{ fieldIds: string[]; rows: ValueRow[] }> {
  const keys = Object.keys(input);
  const fields = await tx.customerField.findMany({ where: { museumId: actor.museumId, key: { in: keys } }, select: { id: true, key: true, type: true } });
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const issues: { path: string; message: string }[] = [];
  const rows: ValueRow[] = [];
  for (const key of keys) {
    const field = byKey.get(key);
    if (!field) {
      issues.push({ path: `customFields.${key}`, message: `No custom field "${key}" in this museum.` });
      continue;
    }
    if (input[key] === null) continue;
    const type = field.type as CustomerFieldType;
    const parsed = valueSchemas[type].safeParse(input[key]);
    if (!parsed.success) {
      issues.push({ path: `customFields.${key}`, message: `Expected a ${type} value: ${parsed.error.issues[0]?.message ?? "invalid"}.` });
      continue;
    }
    rows.push(...toRows(field.id, type, parsed.data as CustomFieldValue));
  }
  if (issues.length > 0) throw new AppError("VALIDATION_ERROR", undefined, issues);
  return { fieldIds: fields.map((field) => field.id), rows };
}

function toRows(fieldId: string, type: CustomerFieldType, value: CustomFieldValue): ValueRow[] {
  switch (type) {
    case "string":
      return [{ fieldId, position: 0, stringValue: value as string }];
    case "number":
      return [{ fieldId, position: 0, numberValue: value as number }];
    case "date":
      return [{ fieldId, position: 0, dateValue: value as Date }];
    case "boolean":
      return [{ fieldId, position: 0, booleanValue: value as boolean }];
    case "list":
      return (value as string[]).map((item, position) => ({ fieldId, position, stringValue: item }));
  }
}

export const customFieldValueSelect = {
  position: true,
  stringValue: true,
  numberValue: true,
  dateValue: true,
  booleanValue: true,
  field: { select: { key: true, type: true } },
} as const;

interface StoredValue {
  position: number;
  stringValue: string | null;
  numberValue: number | null;
  dateValue: Date | null;
  booleanValue: boolean | null;
  field: { key: string; type: string };
}

/** The stored rows back into the object shape callers sent. */
export function readCustomFields(values: StoredValue[]): CustomFields {
  const fields: CustomFields = {};
  for (const value of [...values].sort((a, b) => a.position - b.position)) {
    const { key, type } = value.field;
    if (type === "list") fields[key] = [...((fields[key] as string[] | undefined) ?? []), value.stringValue ?? ""];
    else if (type === "number") fields[key] = value.numberValue!;
    else if (type === "date") fields[key] = value.dateValue!;
    else if (type === "boolean") fields[key] = value.booleanValue!;
    else fields[key] = value.stringValue!;
  }
  return fields;
}
