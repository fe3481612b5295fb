import type { z } from "zod";
import { nameInput, patchOf, timeZoneInput } from "@/lib/domain/shared/input-schemas";

// What staff may change about their museum. The slug and currency stay fixed once integrations use them.
// The time zone decides the calendar days memberships are valid on (docs/api.md, "Memberships").
export const updateMuseumSettingsInput = patchOf({ name: nameInput, timezone: timeZoneInput });
export type UpdateMuseumSettingsInput = z.output<typeof updateMuseumSettingsInput>;
