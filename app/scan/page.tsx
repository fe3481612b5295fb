import type { Metadata } from "next";
import { DoorScanner } from "@/components/scanner/door-scanner";
import { dashboardMuseums, requireDashboardUser } from "@/lib/dashboard/page-access";
import { roleAllows } from "@/lib/domain/users/museum-access";

export const metadata: Metadata = { title: "Door scanner" };
export const dynamic = "force-dynamic";

/** Every role may check cards at the door (DOOR included); the museum is one of the user's own. */
export default async function ScanPage({ searchParams }: { searchParams: Promise<{ museum?: string }> }) {
  const user = await requireDashboardUser();
  const museums = await dashboardMuseums(user.userId);
  const { museum } = await searchParams;
  const selected = museums.find((candidate) => candidate.id === museum) ?? museums[0];
  if (!selected) {
    return (
      <main className="empty">
        <h1>No museum</h1>
        <p>Your account has no role in any museum. Ask an owner to add you.</p>
      </main>
    );
  }
  return (
    <DoorScanner
      museumId={selected.id}
      museums={museums.map((candidate) => ({ id: candidate.id, name: candidate.name, canUseDashboard: roleAllows(candidate.role, "read") }))}
    />
  );
}
