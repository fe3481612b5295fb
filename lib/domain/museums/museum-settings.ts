import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import type { UpdateMuseumSettingsInput } from "./museum-settings-schemas";

// A museum's own settings as staff see and edit them in the dashboard.

export interface MuseumSettings {
  id: string;
  name: string;
  slug: string;
  defaultCurrency: string;
  updatedAt: Date;
}

const settingsSelect = { id: true, name: true, slug: true, defaultCurrency: true, updatedAt: true } as const;

export async function getMuseumSettings({ actor }: { actor: Actor }): Promise<MuseumSettings> {
  return orNotFound(await db().museum.findUnique({ where: { id: actor.museumId }, select: settingsSelect }), "museum");
}

export async function updateMuseumSettings({ actor, input }: { actor: Actor; input: UpdateMuseumSettingsInput }): Promise<MuseumSettings> {
  return db().museum.update({ where: { id: actor.museumId }, data: input, select: settingsSelect });
}
