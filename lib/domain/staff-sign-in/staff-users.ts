import { db } from "@/lib/db/client";

/** A person who may sign in: a user with a role in at least one museum. */
export interface StaffUser {
  userId: string;
  email: string;
}

/** The staff user with this email or id, or null when there is none or they hold no museum role. */
export async function findStaffUser(where: { email: string } | { id: string }): Promise<StaffUser | null> {
  const user = await db().user.findFirst({ where: { ...where, roles: { some: {} } }, select: { id: true, email: true } });
  return user && { userId: user.id, email: user.email };
}
