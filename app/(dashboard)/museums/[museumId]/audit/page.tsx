import type { Metadata } from "next";
import { AuditTrail } from "@/components/audit/audit-trail";
import { requirePageMuseum } from "@/lib/dashboard/page-access";

export const metadata: Metadata = { title: "Audit trail" };

export default async function AuditPage({ params }: { params: Promise<{ museumId: string }> }) {
  const { museumId } = await params;
  const { museum } = await requirePageMuseum(museumId);
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>Audit trail</h1>
          <p>Who changed what and when, through the dashboard, the API or an assistant, with each record before and after.</p>
        </div>
      </header>
      {museum.canAdminister ? <AuditTrail /> : <p className="alert">Only the museum’s owners and admins can read its audit trail.</p>}
    </div>
  );
}
