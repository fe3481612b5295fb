import "server-only";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import type { UserIdentity } from "@/lib/auth/access-token";
import { currentDashboardUser } from "@/lib/auth/dashboard-session";
import { canAdministerMuseum } from "@/lib/domain/users/administer-museum";
import { getUserMuseum, listUserMuseums, roleAllows, type MuseumNeed, type UserMuseum } from "@/lib/domain/users/museum-access";
import { AppError } from "@/lib/errors/app-error";
import { PAGE_PATH_HEADER } from "@/lib/http/page-path";
import { returnPath, signInPath } from "./return-path";

// What the dashboard's server components ask before rendering: who is signed in (else the sign-in
// page, which returns here), and their role in the museum of the address (a museum without one is a 404, like a missing
// one). Cached per request, so a layout and its page ask the database once.

export interface PageMuseum extends UserMuseum {
  canAdminister: boolean;
}

export const requireDashboardUser = cache(async (): Promise<UserIdentity> => {
  const user = await currentDashboardUser();
  if (!user) {
    // Back to this very page once signed in again (any dashboard page, same-site paths only).
    const path = returnPath((await headers()).get(PAGE_PATH_HEADER) ?? undefined);
    redirect(path ? signInPath(path) : "/sign-in");
  }
  return user;
});

export const dashboardMuseums = cache(async (userId: string): Promise<PageMuseum[]> =>
  (await listUserMuseums({ userId })).map((museum) => ({ ...museum, canAdminister: canAdministerMuseum(museum.role) })),
);

/** The museum of the address for the signed-in user; a door-only role is sent to the scanner. */
export const requirePageMuseum = cache(async (museumId: string, need: MuseumNeed = "read"): Promise<{ user: UserIdentity; museum: PageMuseum }> => {
  const user = await requireDashboardUser();
  let museum: UserMuseum;
  try {
    museum = await getUserMuseum({ userId: user.userId, museumId });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
  if (!roleAllows(museum.role, need)) redirect(`/scan?museum=${encodeURIComponent(museum.id)}`);
  return { user, museum: { ...museum, canAdminister: canAdministerMuseum(museum.role) } };
});

/** Where a user lands: the scanner for a door-only role, else the day's capacity. */
export function homePath(museum: UserMuseum): string {
  return roleAllows(museum.role, "read") ? `/museums/${museum.id}/today` : `/scan?museum=${encodeURIComponent(museum.id)}`;
}
