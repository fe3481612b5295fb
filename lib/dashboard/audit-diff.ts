// What an audit entry changed, field by field, for the dashboard: a create lists what the record
// was made with, a delete what it was, an update only the fields whose value differs. Timestamps the
// database keeps by itself (updatedAt) are left out: they change with every update and say nothing;
// so are the record's id and museum, which the entry itself names. `show` writes a value as text.

export interface FieldChange {
  field: string;
  before?: string;
  after?: string;
}

const ignoredFields = new Set(["updatedAt", "id", "museumId"]);

type Show = (field: string, value: unknown) => string;

function shown(_field: string, value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

function fieldsOf(record: unknown): Record<string, unknown> {
  return record && typeof record === "object" && !Array.isArray(record) ? (record as Record<string, unknown>) : {};
}

export function auditFieldChanges(before: unknown, after: unknown, show: Show = shown): FieldChange[] {
  const [was, now] = [fieldsOf(before), fieldsOf(after)];
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((field) => !ignoredFields.has(field));
  if (before === null) return fields.map((field) => ({ field, after: show(field, now[field]) }));
  if (after === null) return fields.map((field) => ({ field, before: show(field, was[field]) }));
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: show(field, was[field]), after: show(field, now[field]) }));
}
