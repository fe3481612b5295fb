import type { z } from "zod";
import { nameInput, patchOf } from "@/lib/domain/shared/input-schemas";

// What staff may change about their museum. The slug and currency stay fixed once integrations use them.
export const updateMuseumSettingsInput = patchOf({ name: nameInput });
export type UpdateMuseumSettingsInput = z.output<typeof updateMuseumSettingsInput>;
