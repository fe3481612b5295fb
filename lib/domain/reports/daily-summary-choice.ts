import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { canAdministerMuseum } from "@/lib/domain/users/administer-museum";
import { museumRole } from "@/lib/domain/users/roles";
import { AppError } from "@/lib/errors/app-error";

// Who gets a museum's daily summary email (docs/reports.md, "Daily summary"): each owner or admin
// chooses for themselves, per museum, and it is off until they do. The choice is kept on their role
// in the museum, so it ends with the role. It is the person's own mail, not the museum's records,
// so it leaves no entry in the audit trail.

/** The roles that may ask for the summary, and that get it. */
export const SUMMARY_ROLES = ["OWNER", "ADMIN"] as const;

function userOf(actor: Actor): string {
  if (!actor.userId) throw new AppError("FORBIDDEN", "Only a signed-in owner or admin chooses their own summary email.");
  return actor.userId;
}

/** Whether the actor's user gets the museum's summary: asked for, and still an owner or admin there. */
export async function dailySummaryChoice({ actor }: { actor: Actor }): Promise<boolean> {
  const row = await db().museumRole.findUnique({
    where: { userId_museumId: { userId: userOf(actor), museumId: actor.museumId } },
    select: { role: true, dailySummary: true },
  });
  const role = museumRole.safeParse(row?.role);
  return Boolean(row?.dailySummary && role.success && canAdministerMuseum(role.data));
}

/** Turns the summary on or off for the actor's user; the actor comes from administratorActor (OWNER, ADMIN). */
export async function setDailySummaryChoice({ actor, enabled }: { actor: Actor; enabled: boolean }): Promise<boolean> {
  const updated = await db().museumRole.updateMany({
    where: { userId: userOf(actor), museumId: actor.museumId, role: { in: [...SUMMARY_ROLES] } },
    data: { dailySummary: enabled },
  });
  // The role changed between the check and the update: as if it had been refused at the check.
  if (updated.count === 0) throw new AppError("FORBIDDEN", "Only an owner or admin gets the daily summary.");
  return enabled;
}
