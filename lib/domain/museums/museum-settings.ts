import type { Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { auditedUpdate } from "@/lib/domain/audit/audit-change";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { isDashboardLanguage, type DashboardLanguage } from "@/lib/i18n/languages";
import { membershipAdmissionRules, walkInMemberRules, type MembershipAdmissionRule, type UpdateMuseumSettingsInput, type WalkInMembers } from "./museum-settings-schemas";

// A museum's own settings as staff see and edit them in the dashboard.

export interface MuseumSettings {
  id: string;
  name: string;
  slug: string;
  defaultCurrency: string;
  /** IANA time zone of the museum's calendar days. */
  timezone: string;
  /** Whether a membership card admits at every visit or once a day (docs/api.md, "Check-in"). */
  membershipAdmission: MembershipAdmissionRule;
  /** Whether a member without a booking today is let in (docs/admission.md, "Members at the door"). */
  walkInMembers: WalkInMembers;
  /** Hours before a slot starts that its places kept for groups go to everyone (docs/orders.md, "Places kept for groups"). */
  groupReleaseHours: number;
  /** Days after its visit an order's personal details are removed; 0 keeps them (docs/operations.md, "Visitors' details"). */
  orderDetailsRetentionDays: number;
  /** The language of visitors' emails and new customers when nobody chose one (docs/dashboard.md, "Languages"). */
  defaultLanguage: DashboardLanguage;
  updatedAt: Date;
}

const settingsSelect = { id: true, name: true, slug: true, defaultCurrency: true, timezone: true, membershipAdmission: true, walkInMembers: true, groupReleaseHours: true, orderDetailsRetentionDays: true, defaultLanguage: true, updatedAt: true } as const;

/** The stored rule; anything unknown reads as the default, every visit. */
export function membershipAdmissionRule(stored: string): MembershipAdmissionRule {
  return membershipAdmissionRules.find((rule) => rule === stored) ?? "EVERY_VISIT";
}

/** The stored walk-in rule; anything unknown reads as the default, members are let in without a booking. */
export function walkInMembersRule(stored: string): WalkInMembers {
  return walkInMemberRules.find((rule) => rule === stored) ?? "ALLOWED";
}

/** The stored default language; anything Foyer does not write reads as English. */
export function museumDefaultLanguage(stored: string): DashboardLanguage {
  return isDashboardLanguage(stored) ? stored : "en";
}

export async function getMuseumSettings({ actor, tx }: { actor: Actor; tx?: Tx }): Promise<MuseumSettings> {
  const museum = orNotFound(await dbOr(tx).museum.findUnique({ where: { id: actor.museumId }, select: settingsSelect }), "museum");
  return { ...museum, membershipAdmission: membershipAdmissionRule(museum.membershipAdmission), walkInMembers: walkInMembersRule(museum.walkInMembers), defaultLanguage: museumDefaultLanguage(museum.defaultLanguage) };
}

export async function updateMuseumSettings({ actor, input }: { actor: Actor; input: UpdateMuseumSettingsInput }): Promise<MuseumSettings> {
  return auditedUpdate(actor, { entity: "museum", id: actor.museumId, read: (tx) => getMuseumSettings({ actor, tx }) }, (tx) =>
    tx.museum.update({ where: { id: actor.museumId }, data: input }),
  );
}

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    museum: MuseumSettings;
  }
}
