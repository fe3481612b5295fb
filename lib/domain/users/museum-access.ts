import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";
import { membershipAdmissionRule, museumDefaultLanguage, walkInMembersRule } from "@/lib/domain/museums/museum-settings";
import type { DashboardLanguage } from "@/lib/i18n/languages";
import type { MembershipAdmissionRule, WalkInMembers } from "@/lib/domain/museums/museum-settings-schemas";
import { canModifyMuseum, museumRole, type MuseumRoleName } from "./roles";

// The one place where a signed-in user becomes an Actor for a museum. Every user-facing door
// (GraphQL, the dashboard, the staff tool server through GraphQL) asks here before calling a service.
//
// - A museum where the user has no role answers NOT_FOUND, exactly like a museum that does not exist,
//   so nobody can probe which museums exist.
// - A role that may not do what is asked answers FORBIDDEN, before the service runs, so a refused
//   change changes nothing.

/**
 * What an operation needs:
 * - `read`: see the museum's records (OWNER, ADMIN, EDITOR, VIEWER);
 * - `modify`: change them or send emails (OWNER, ADMIN, EDITOR: `permissionToModifyMuseum`);
 * - `verify`: check a code at the door and admit its visitor (every role, DOOR included).
 */
export type MuseumNeed = "read" | "modify" | "verify";

export interface UserMuseum {
  id: string;
  name: string;
  slug: string;
  /** IANA time zone of the museum's calendar days. */
  timezone: string;
  /** Whether a membership card admits at every visit or once a day. */
  membershipAdmission: MembershipAdmissionRule;
  /** Whether a member without a booking today is let in (docs/admission.md, "Members at the door"). */
  walkInMembers: WalkInMembers;
  /** Hours before a slot starts that its places kept for groups go to everyone. */
  groupReleaseHours: number;
  /** The language of visitors' emails and new customers when nobody chose one. */
  defaultLanguage: DashboardLanguage;
  role: MuseumRoleName;
  permissionToModifyMuseum: boolean;
}

export function roleAllows(role: MuseumRoleName, need: MuseumNeed): boolean {
  if (need === "verify") return true;
  if (need === "modify") return canModifyMuseum(role);
  return role !== "DOOR";
}

/** The Actor for a museum whose role is already known (e.g. a UserMuseum loaded once per request). */
export function actorForRole({ userId, museum, need }: { userId: string; museum: { id: string; role: MuseumRoleName }; need: MuseumNeed }): Actor {
  if (!roleAllows(museum.role, need)) {
    throw new AppError("FORBIDDEN", need === "read" ? "Your role in this museum may not read its records." : `Your role in this museum (${museum.role}) may not do this.`);
  }
  return { museumId: museum.id, userId };
}

/** The Actor for `userId` in `museumId`, or NOT_FOUND (no role) or FORBIDDEN (role may not). */
export async function museumActor({ userId, museumId, need }: { userId: string; museumId: string; need: MuseumNeed }): Promise<Actor> {
  return actorForRole({ userId, museum: await getUserMuseum({ userId, museumId }), need });
}

const museumOfRole = { museum: { select: { id: true, name: true, slug: true, timezone: true, membershipAdmission: true, walkInMembers: true, groupReleaseHours: true, defaultLanguage: true } } } as const;

interface MuseumOfRoleRow {
  role: string;
  museum: { id: string; name: string; slug: string; timezone: string; membershipAdmission: string; walkInMembers: string; groupReleaseHours: number; defaultLanguage: string };
}

function toUserMuseum(row: MuseumOfRoleRow): UserMuseum | null {
  const role = museumRole.safeParse(row.role);
  if (!role.success) return null;
  const membershipAdmission = membershipAdmissionRule(row.museum.membershipAdmission);
  const walkInMembers = walkInMembersRule(row.museum.walkInMembers);
  return { ...row.museum, membershipAdmission, walkInMembers, defaultLanguage: museumDefaultLanguage(row.museum.defaultLanguage), role: role.data, permissionToModifyMuseum: canModifyMuseum(role.data) };
}

/** One museum of the user's, with their role; NOT_FOUND when they have none there. */
export async function getUserMuseum({ userId, museumId }: { userId: string; museumId: string }): Promise<UserMuseum> {
  const row = await db().museumRole.findUnique({ where: { userId_museumId: { userId, museumId } }, select: { role: true, ...museumOfRole } });
  const museum = row && toUserMuseum(row);
  if (!museum) throw new AppError("NOT_FOUND", "No such museum.");
  return museum;
}

/** The user's role in the museum, or null where they have none: one read, for a check made at every poll. */
export async function userRoleIn({ userId, museumId }: { userId: string; museumId: string }): Promise<MuseumRoleName | null> {
  const row = await db().museumRole.findUnique({ where: { userId_museumId: { userId, museumId } }, select: { role: true } });
  const role = row && museumRole.safeParse(row.role);
  return role?.success ? role.data : null;
}

/** Every museum where the user has a role, by name. */
export async function listUserMuseums({ userId }: { userId: string }): Promise<UserMuseum[]> {
  const rows = await db().museumRole.findMany({ where: { userId }, select: { role: true, ...museumOfRole } });
  return rows
    .map(toUserMuseum)
    .filter((museum): museum is UserMuseum => museum !== null)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
