import type { Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { auditedUpdate } from "@/lib/domain/audit/audit-change";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import type { UpdateMuseumSettingsInput } from "./museum-settings-schemas";

// A museum's own settings as staff see and edit them in the dashboard.

export interface MuseumSettings {
  id: string;
  name: string;
  slug: string;
  defaultCurrency: string;
  /** IANA time zone of the museum's calendar days. */
  timezone: string;
  updatedAt: Date;
}

const settingsSelect = { id: true, name: true, slug: true, defaultCurrency: true, timezone: true, updatedAt: true } as const;

export async function getMuseumSettings({ actor, tx }: { actor: Actor; tx?: Tx }): Promise<MuseumSettings> {
  return orNotFound(await dbOr(tx).museum.findUnique({ where: { id: actor.museumId }, select: settingsSelect }), "museum");
}

export async function updateMuseumSettings({ actor, input }: { actor: Actor; input: UpdateMuseumSettingsInput }): Promise<MuseumSettings> {
  return auditedUpdate(actor, { entity: "museum", id: actor.museumId, read: (tx) => getMuseumSettings({ actor, tx }) }, (tx) =>
    tx.museum.update({ where: { id: actor.museumId }, data: input }),
  );
}
