import { listAdmissionConflicts } from "@/lib/domain/check-ins/admission-conflicts";
import { admissionConflictQuery } from "@/lib/domain/check-ins/admission-conflict-schemas";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

/**
 * The museum's admission conflicts, newest first (docs/admission.md, "Conflicts"): the Door conflicts
 * page's list, and each phone's own (`deviceId`); every role, DOOR included, as the scanner asks.
 */
export const GET = dashboardRoute({ need: "verify", paging: true, query: admissionConflictQuery }, ({ actor, paging, query }) =>
  listAdmissionConflicts({ actor, paging, day: query.day, deviceId: query.deviceId }),
);
