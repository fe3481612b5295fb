import { z } from "zod";
import { nameInput, patchOf, timeZoneInput } from "@/lib/domain/shared/input-schemas";

// What staff may change about their museum. The slug and currency stay fixed once integrations use them.
// The time zone decides the calendar days memberships are valid on (docs/api.md, "Memberships");
// membershipAdmission whether a card admits at every visit or once a day (docs/api.md, "Check-in").
export const membershipAdmissionRules = ["EVERY_VISIT", "ONCE_A_DAY"] as const;
export type MembershipAdmissionRule = (typeof membershipAdmissionRules)[number];

export const updateMuseumSettingsInput = patchOf({ name: nameInput, timezone: timeZoneInput, membershipAdmission: z.enum(membershipAdmissionRules) });
export type UpdateMuseumSettingsInput = z.output<typeof updateMuseumSettingsInput>;
