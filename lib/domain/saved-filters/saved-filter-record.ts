import type { BuilderGroup, SavedFilterKind } from "./saved-filter-schemas";

// A saved filter as staff see it: who saved it by their name (or email), not their id.
export interface SavedFilterRecord {
  id: string;
  kind: SavedFilterKind;
  name: string;
  filter: BuilderGroup;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const savedFilterSelect = {
  id: true,
  kind: true,
  name: true,
  filter: true,
  createdAt: true,
  updatedAt: true,
  createdBy: { select: { name: true, email: true } },
} as const;

interface SavedFilterRow {
  id: string;
  kind: string;
  name: string;
  filter: string;
  createdAt: Date;
  updatedAt: Date;
  createdBy: { name: string; email: string } | null;
}

/** Only saveFilter writes the kind and the filter text, both checked by its schema. */
export function toSavedFilterRecord(row: SavedFilterRow): SavedFilterRecord {
  const { createdBy, ...rest } = row;
  return { ...rest, kind: row.kind as SavedFilterKind, filter: JSON.parse(row.filter) as BuilderGroup, createdBy: createdBy ? createdBy.name || createdBy.email : null };
}

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    savedFilter: SavedFilterRecord;
  }
}
