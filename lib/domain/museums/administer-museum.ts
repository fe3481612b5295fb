import type { Actor } from "@/lib/domain/actor";
import { actorForRole, getUserMuseum, type MuseumNeed } from "@/lib/domain/users/museum-access";
import type { MuseumRoleName } from "@/lib/domain/users/roles";
import { AppError } from "@/lib/errors/app-error";

// Managing API keys and a museum's settings (its name, its custom customer fields) is for OWNER and
// ADMIN only (README, "Roles"); an EDITOR changes the museum's records but not how the museum is set up.

/** What a dashboard operation needs: a museum need, or `administer` (OWNER, ADMIN). */
export type DashboardNeed = MuseumNeed | "administer";

export function canAdministerMuseum(role: MuseumRoleName): boolean {
  return role === "OWNER" || role === "ADMIN";
}

/** The Actor for `userId` in `museumId` when their role allows `need`; NOT_FOUND or FORBIDDEN otherwise. */
export async function dashboardActor({ userId, museumId, need }: { userId: string; museumId: string; need: DashboardNeed }): Promise<Actor> {
  const museum = await getUserMuseum({ userId, museumId });
  if (need !== "administer") return actorForRole({ userId, museum, need });
  if (!canAdministerMuseum(museum.role)) {
    throw new AppError("FORBIDDEN", `Only an owner or admin may change this museum's setup; your role is ${museum.role}.`);
  }
  return actorForRole({ userId, museum, need: "modify" });
}
