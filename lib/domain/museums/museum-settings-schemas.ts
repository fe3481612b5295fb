import { z } from "zod";
import { nameInput, patchOf, timeZoneInput } from "@/lib/domain/shared/input-schemas";
import { dashboardLanguages } from "@/lib/i18n/languages";

// What staff may change about their museum. The slug and currency stay fixed once integrations use them.
// The time zone decides the calendar days memberships are valid on (docs/api.md, "Memberships");
// membershipAdmission whether a card admits at every visit or once a day (docs/api.md, "Check-in");
// walkInMembers whether a member without a booking today is let in (docs/admission.md, "Members at the door");
// groupReleaseHours when the places slots keep for groups go to everyone (docs/orders.md, "Places kept for groups");
// orderDetailsRetentionDays how long visitors' details are kept (docs/operations.md, "Visitors' details");
// defaultLanguage the language of visitors' emails and new customers when nobody chose one (docs/dashboard.md,
// "Languages"): one of the languages Foyer writes (its dashboard and its emails).
export const membershipAdmissionRules = ["EVERY_VISIT", "ONCE_A_DAY"] as const;
export type MembershipAdmissionRule = (typeof membershipAdmissionRules)[number];
/** What a member's card does at the door without a booking for today (docs/admission.md, "Members at the door"). */
export const walkInMemberRules = ["ALLOWED", "WHEN_ROOM", "NOT_ALLOWED"] as const;
export type WalkInMembers = (typeof walkInMemberRules)[number];

/**
 * Days after its visit an order's personal details (its email address) are removed; 0 keeps them
 * (docs/operations.md, "Visitors' details"). At most 100 years: a number beyond says "keep" less clearly than 0.
 */
export const DEFAULT_ORDER_DETAILS_RETENTION_DAYS = 730;
export const orderDetailsRetentionDaysInput = z.int().min(0).max(36_500);

/** Hours before a slot starts that its places kept for groups go to everyone (docs/orders.md, "Places kept for groups"): at most 60 days. */
export const DEFAULT_GROUP_RELEASE_HOURS = 48;
export const groupReleaseHoursInput = z.int().min(0).max(1_440);

export const updateMuseumSettingsInput = patchOf({
  name: nameInput,
  timezone: timeZoneInput,
  membershipAdmission: z.enum(membershipAdmissionRules),
  walkInMembers: z.enum(walkInMemberRules),
  groupReleaseHours: groupReleaseHoursInput,
  orderDetailsRetentionDays: orderDetailsRetentionDaysInput,
  defaultLanguage: z.enum(dashboardLanguages),
});
export type UpdateMuseumSettingsInput = z.output<typeof updateMuseumSettingsInput>;
