import { auditEntryQuery, listAuditEntries } from "@/lib/domain/audit/list-audit-entries";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

/** The museum's audit trail, newest first; owners and admins only (docs/audit.md). */
export const GET = dashboardRoute({ need: "administer", query: auditEntryQuery, paging: true }, ({ actor, paging, query }) =>
  listAuditEntries({ actor, paging, query }),
);
