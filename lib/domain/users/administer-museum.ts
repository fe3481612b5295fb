import type { Actor } from "@/lib/domain/actor";
import { actorForRole, getUserMuseum, roleAllows, type MuseumNeed } from "./museum-access";
import type { MuseumRoleName } from "./roles";
import { AppError } from "@/lib/errors/app-error";

// Managing API keys and a museum's settings (its name, its custom customer fields) is for OWNER and
// ADMIN only (README, "Roles"); an EDITOR changes the museum's records but not how the museum is set up.

export function canAdministerMuseum(role: MuseumRoleName): boolean {
  return role === "OWNER" || role === "ADMIN";
}

/** The Actor that changes how `museum` is set up: the user's when their role is OWNER or ADMIN, FORBIDDEN otherwise. */
export function administratorActor({ userId, museum }: { userId: string; museum: { id: string; role: MuseumRoleName } }): Actor {
  if (!canAdministerMuseum(museum.role)) {
    throw new AppError("FORBIDDEN", `Only an owner or admin may change this museum's setup; your role is ${museum.role}.`);
  }
  return actorForRole({ userId, museum, need: "modify" });
}

/** What a staff task needs of the user's role in the museum: a museum need, or `administer` (OWNER, ADMIN). */
export type StaffNeed = MuseumNeed | "administer";

export function staffRoleAllows(role: MuseumRoleName, need: StaffNeed): boolean {
  return need === "administer" ? canAdministerMuseum(role) : roleAllows(role, need);
}

/** The Actor for a museum whose role is already known, when it allows `need`; FORBIDDEN otherwise. */
export function actorForNeed({ userId, museum, need }: { userId: string; museum: { id: string; role: MuseumRoleName }; need: StaffNeed }): Actor {
  return need === "administer" ? administratorActor({ userId, museum }) : actorForRole({ userId, museum, need });
}

/** The user's Actor in `museumId` for `need`: NOT_FOUND without a role there, FORBIDDEN when the role does not allow it. */
export async function staffActor({ userId, museumId, need }: { userId: string; museumId: string; need: StaffNeed }): Promise<Actor> {
  return actorForNeed({ userId, museum: await getUserMuseum({ userId, museumId }), need });
}
