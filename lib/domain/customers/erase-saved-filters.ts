import type { Tx } from "@/lib/db/client";
import { mentionsAny } from "./erased-values";

// Saved filters are staff's, not the person's, but one may name them: "Name contains Ada Quill", or a
// filter saved as "Ada Quill's visits" (docs/operations.md, "Erasure on request"). Such a value, and
// such a name, lose the person's words; the filter stays, for the staff who saved it.

const ERASED_VALUE = "(erased)";

function withoutPersonal(value: unknown, personal: Set<string>): unknown {
  if (typeof value === "string") return personal.has(value.toLowerCase()) ? ERASED_VALUE : value;
  if (Array.isArray(value)) return value.map((item) => withoutPersonal(item, personal));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutPersonal(inner, personal)]));
  return value;
}

/** The filter's name, or, when it names the person, a neutral one (unique, as names are per list). */
function nameWithout(row: { id: string; name: string }, texts: string[]): string {
  const lower = row.name.toLowerCase();
  return texts.some((text) => lower.includes(text.toLowerCase())) ? `Saved filter ${row.id.slice(0, 8)} (a name erased)` : row.name;
}

/** Scrubs the museum's saved filters of `personalTexts`; how many changed. */
export async function scrubSavedFilters(tx: Tx, museumId: string, personalTexts: string[]): Promise<number> {
  if (personalTexts.length === 0) return 0;
  const nameMentions = personalTexts.map((text) => ({ name: { contains: text } }));
  const rows = await tx.savedFilter.findMany({ where: { museumId, OR: [...mentionsAny("filter", personalTexts), ...nameMentions] }, select: { id: true, name: true, filter: true } });
  const personal = new Set(personalTexts.map((text) => text.toLowerCase()));
  let changed = 0;
  for (const row of rows) {
    const filter = JSON.stringify(withoutPersonal(JSON.parse(row.filter), personal));
    const name = nameWithout(row, personalTexts);
    if (filter === row.filter && name === row.name) continue;
    await tx.savedFilter.update({ where: { id: row.id }, data: { filter, name } });
    changed += 1;
  }
  return changed;
}
