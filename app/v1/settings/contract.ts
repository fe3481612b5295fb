import { z } from "zod";
import { membershipAdmissionRules, updateMuseumSettingsInput, walkInMemberRules } from "@/lib/domain/museums/museum-settings-schemas";
import { dashboardLanguages } from "@/lib/i18n/languages";
import { timestamp } from "@/lib/domain/shared/answer-schemas";
import { endpointContract } from "@/lib/http/endpoint-contract";

// The contracts of GET and PATCH /v1/settings: the key's museum's own settings, as the dashboard's
// Settings page shows them (lib/http/endpoint-contract.ts).

const tag = "Settings";

const settingsSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string().describe("Fixed once created"),
  defaultCurrency: z.string().length(3).describe("Fixed once created"),
  timezone: z.string().describe("IANA time zone of the museum's calendar days"),
  membershipAdmission: z.enum(membershipAdmissionRules).describe("Whether a membership card admits at every visit or once a day"),
  walkInMembers: z
    .enum(walkInMemberRules)
    .describe(
      "What a member's card does at the door without a booking for today: ALLOWED lets the member in (default), WHEN_ROOM books them a free " +
        "member's place in a time slot running now that has room (its count goes up), NOT_ALLOWED refuses with MEMBERSHIP_NOT_BOOKED. " +
        "A card with a booking today always admits into the booked slot.",
    ),
  groupReleaseHours: z
    .int()
    .describe(
      "Hours before a time slot starts that the places it keeps for groups (its groupCapacity) go to everyone: until then only group " +
        "orders may take them. 0 keeps them until the start. Default 48.",
    ),
  orderDetailsRetentionDays: z
    .int()
    .describe(
      "Days after its visit (the end of its latest time slot) an order's personal details (its email address) are removed, and days after " +
        "their last membership ended a former member's details are erased; 0 keeps them. Default 730.",
    ),
  defaultLanguage: z
    .enum(dashboardLanguages)
    .describe(
      "The language of visitors' ticket emails when the sale named none and the customer has none, and of new customers made without one. Default en.",
    ),
  updatedAt: timestamp,
});

export const settingsContracts = {
  get: endpointContract({
    summary: "The museum's settings",
    tag,
    success: { status: 200, description: "The settings.", schema: settingsSchema },
    errors: [],
  }),
  update: endpointContract({
    summary: "Change the museum's settings",
    description: "Names only what changes. The change is in the audit trail (entity museum).",
    tag,
    body: updateMuseumSettingsInput,
    success: { status: 200, description: "The settings after the change.", schema: settingsSchema },
    errors: [],
  }),
};
