import type { Tx } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { auditedCreate, auditedDelete, auditedUpdate } from "@/lib/domain/audit/audit-change";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { savedFilterSelect, toSavedFilterRecord, type SavedFilterRecord } from "./saved-filter-record";
import type { SaveFilterInput, SavedFilterKind } from "./saved-filter-schemas";

// Saved filters (docs/dashboard.md, "Saved filters"): a museum's named filters of a list, shared by
// its staff. Who may save and delete is the door's decision (EDITOR and above); the services keep
// each museum's filters to itself.

/** The museum's saved filters of one list, by name. */
export async function listSavedFilters({ actor, kind }: { actor: Actor; kind: SavedFilterKind }): Promise<SavedFilterRecord[]> {
  const rows = await db().savedFilter.findMany({ where: { museumId: actor.museumId, kind }, select: savedFilterSelect, orderBy: [{ name: "asc" }, { id: "asc" }] });
  return rows.map(toSavedFilterRecord);
}

export async function getSavedFilter({ actor, id, tx }: { actor: Actor; id: string; tx?: Tx }): Promise<SavedFilterRecord> {
  const row = await dbOr(tx).savedFilter.findFirst({ where: { id, museumId: actor.museumId }, select: savedFilterSelect });
  return toSavedFilterRecord(orNotFound(row, "saved filter"));
}

/** Saves the filter under its name; saving again under a name the list already has replaces that filter. */
export async function saveFilter({ actor, input }: { actor: Actor; input: SaveFilterInput }): Promise<SavedFilterRecord> {
  const filter = JSON.stringify(input.filter);
  const existing = await db().savedFilter.findFirst({ where: { museumId: actor.museumId, kind: input.kind, name: input.name }, select: { id: true } });
  if (existing) {
    return auditedUpdate(actor, { entity: "savedFilter", id: existing.id, read: (tx) => getSavedFilter({ actor, id: existing.id, tx }) }, (tx) =>
      tx.savedFilter.update({ where: { id: existing.id }, data: { filter, createdById: actor.userId ?? null } }),
    );
  }
  return auditedCreate(actor, "savedFilter", async (tx) =>
    toSavedFilterRecord(
      await tx.savedFilter.create({
        data: { museumId: actor.museumId, kind: input.kind, name: input.name, filter, createdById: actor.userId ?? null },
        select: savedFilterSelect,
      }),
    ),
  );
}

export async function deleteSavedFilter({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  await auditedDelete(actor, { entity: "savedFilter", id, read: (tx) => getSavedFilter({ actor, id, tx }) }, (tx) => tx.savedFilter.delete({ where: { id } }));
}
