import type { Actor } from "@/lib/domain/actor";
import { actorForRole } from "./museum-access";
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
