import { redirect } from "next/navigation";
import { currentDashboardUser } from "@/lib/auth/dashboard-session";
import { dashboardMuseums, homePath } from "@/lib/dashboard/page-access";

export const dynamic = "force-dynamic";

/** The front door: signed-in staff go to their first museum, everyone else to sign-in. */
export default async function HomePage() {
  const user = await currentDashboardUser();
  if (!user) redirect("/sign-in");
  const [first] = await dashboardMuseums(user.userId);
  redirect(first ? homePath(first) : "/sign-in?error=NoMuseum");
}
