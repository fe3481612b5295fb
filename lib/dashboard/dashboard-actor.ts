import "server-only";
import type { Actor } from "@/lib/domain/actor";
import { actorForNeed, type StaffNeed } from "@/lib/domain/users/administer-museum";
import { getUserMuseum } from "@/lib/domain/users/museum-access";

/** The Actor for `userId` in `museumId` when their role allows `need`; NOT_FOUND or FORBIDDEN otherwise. */
export async function dashboardActor({ userId, museumId, need }: { userId: string; museumId: string; need: StaffNeed }): Promise<Actor> {
  return actorForNeed({ userId, museum: await getUserMuseum({ userId, museumId }), need });
}
