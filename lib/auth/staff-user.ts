import { db } from "@/lib/db/client";
import type { UserIdentity } from "./access-token";

/** A user who may sign in: one with a role in at least one museum. */
export async function findStaffUser(where: { email: string } | { id: string }): Promise<UserIdentity | null> {
  const user = await db().user.findFirst({ where: { ...where, roles: { some: {} } }, select: { id: true, email: true } });
  return user && { userId: user.id, email: user.email };
}
