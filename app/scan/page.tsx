import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DoorScanner } from "@/components/scanner/door-scanner";
import { currentDashboardSession, currentDashboardUser, sessionTimeLeftMs } from "@/lib/auth/dashboard-session";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";
import { dashboardMuseums } from "@/lib/dashboard/page-access";
import { signInPath } from "@/lib/dashboard/return-path";
import { roleAllows } from "@/lib/domain/users/museum-access";

// The manifest makes the scanner installable; with its service worker it opens offline (docs/admission.md, "Offline").
export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("DoorScanner");
  return { title: t("metaTitle"), manifest: "/scan.webmanifest" };
}
export const dynamic = "force-dynamic";

/** Every role may admit at the door (DOOR included); the museum is one of the user's own. */
export default async function ScanPage({ searchParams }: { searchParams: Promise<{ museum?: string }> }) {
  const { museum } = await searchParams;
  const user = await currentDashboardUser();
  // Signed out: sign in, then straight back to this scanner.
  if (!user) redirect(signInPath(museum ? `/scan?museum=${encodeURIComponent(museum)}` : "/scan"));
  const museums = await dashboardMuseums(user.userId);
  const selected = museums.find((candidate) => candidate.id === museum) ?? museums[0];
  if (!selected) {
    const t = await serverTranslator("DoorScanner");
    return (
      <main className="empty">
        <h1>{t("noMuseum")}</h1>
        <p>{t("noMuseumText")}</p>
      </main>
    );
  }
  // Measured on the server's clock: the scanner warns before the session ends, as every page does.
  const sessionEndsInMs = sessionTimeLeftMs(await currentDashboardSession());
  return (
    <DoorScanner
      sessionEndsInMs={sessionEndsInMs}
      museumId={selected.id}
      museums={museums.map((candidate) => ({ id: candidate.id, name: candidate.name, canUseDashboard: roleAllows(candidate.role, "read") }))}
    />
  );
}
