import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { DashboardShell } from "@/components/shell/dashboard-shell";
import { MuseumProvider } from "@/components/shell/museum-context";
import { currentDashboardSession, sessionTimeLeftMs } from "@/lib/auth/dashboard-session";
import { dashboardMuseums, requirePageMuseum } from "@/lib/dashboard/page-access";

export const dynamic = "force-dynamic";

export default async function MuseumLayout({ children, params }: { children: ReactNode; params: Promise<{ museumId: string }> }) {
  const { museumId } = await params;
  const { user, museum } = await requirePageMuseum(museumId);
  const museums = await dashboardMuseums(user.userId);
  // Measured here, on the server's clock: the page warns before the session ends (session-watch.tsx).
  const sessionEndsInMs = sessionTimeLeftMs(await currentDashboardSession());
  return (
    <QueryProvider>
      <MuseumProvider museum={museum}>
        <DashboardShell museums={museums.map(({ id, name, role }) => ({ id, name, role }))} email={user.email} sessionEndsInMs={sessionEndsInMs}>
          {children}
        </DashboardShell>
      </MuseumProvider>
    </QueryProvider>
  );
}
