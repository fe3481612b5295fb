import "server-only";
import type { Actor } from "@/lib/domain/actor";
import { administratorActor } from "@/lib/domain/users/administer-museum";
import { actorForRole, getUserMuseum, type MuseumNeed } from "@/lib/domain/users/museum-access";

/** What a dashboard operation needs: a museum need, or `administer` (OWNER, ADMIN). */
export type DashboardNeed = MuseumNeed | "administer";

/** The Actor for `userId` in `museumId` when their role allows `need`; NOT_FOUND or FORBIDDEN otherwise. */
export async function dashboardActor({ userId, museumId, need }: { userId: string; museumId: string; need: DashboardNeed }): Promise<Actor> {
  const museum = await getUserMuseum({ userId, museumId });
  return need === "administer" ? administratorActor({ userId, museum }) : actorForRole({ userId, museum, need });
}
