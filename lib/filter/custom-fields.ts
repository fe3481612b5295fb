import { db } from "@/lib/db/client";
import { stableOrder } from "@/lib/db/stable-order";
import type { FieldType } from "./filter-language";

// A museum's custom customer fields, as the filter language names them: CUSTOM.<KEY in upper case>.
// The prefix keeps them apart from built-in fields, so a museum defining a field "name" cannot
// shadow NAME.

export const CUSTOM_PREFIX = "CUSTOM.";

export type CustomFieldType = Extract<FieldType, "string" | "number" | "date" | "boolean" | "list">;

export interface CustomFilterField {
  id: string;
  /** The name filters and GET /v1/schema use. */
  name: string;
  key: string;
  label: string;
  type: CustomFieldType;
}

const CUSTOM_TYPES: readonly string[] = ["string", "number", "date", "boolean", "list"] satisfies CustomFieldType[];

export function customFieldName(key: string): string {
  return CUSTOM_PREFIX + key.toUpperCase();
}

/**
 * The museum's custom fields in creation order. Should two keys differ only in case, the older one
 * owns the upper-case name, so a filter never means two fields at once.
 */
export async function loadCustomFilterFields(museumId: string): Promise<CustomFilterField[]> {
  const rows = await db().customerField.findMany({
    where: { museumId },
    select: { id: true, key: true, label: true, type: true },
    orderBy: stableOrder,
  });
  const byName = new Map<string, CustomFilterField>();
  for (const row of rows) {
    const name = customFieldName(row.key);
    if (byName.has(name) || !CUSTOM_TYPES.includes(row.type)) continue;
    byName.set(name, { ...row, name, type: row.type as CustomFieldType });
  }
  return [...byName.values()];
}
