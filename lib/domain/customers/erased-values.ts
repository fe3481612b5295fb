// What erasure leaves of a JSON record and how it finds a person's data in stored text
// (docs/operations.md, "Erasure on request").

/** Ids stay, so the audit trail still says which records changed; every other value becomes null. */
const isIdField = (field: string) => field === "id" || field.endsWith("Id") || field.endsWith("Ids");

function nullAllButIds(value: unknown, field = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => nullAllButIds(item, field));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, nullAllButIds(inner, key)]));
  }
  return isIdField(field) ? value : null;
}

/** An audit entry's `before`/`after` with the field names and ids kept and every value nulled. */
export function erasedAuditJson(stored: string | null): string | null {
  if (stored === null) return null;
  return JSON.stringify(nullAllButIds(JSON.parse(stored)));
}

/** The name, email and member number a customer record (as the audit trail stores it) held. */
export function personalFieldsOf(stored: string | null): unknown[] {
  if (stored === null) return [];
  const record = JSON.parse(stored) as Record<string, unknown> | null;
  return record && typeof record === "object" ? [record.name, record.email, record.memberNumber] : [];
}

/**
 * Prisma filters matching a JSON text column that holds any of `texts` as a whole string value, as
 * written and lower-cased (emails are stored lower case): "Ada" must not match another customer's "Adam".
 */
export function mentionsAny<F extends string>(field: F, texts: string[]): Array<Record<F, { contains: string }>> {
  const forms = new Set(texts.flatMap((text) => [JSON.stringify(text), JSON.stringify(text.toLowerCase())]));
  return [...forms].map((form) => ({ [field]: { contains: form } }) as Record<F, { contains: string }>);
}
