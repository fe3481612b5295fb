import { syncOfflineScans } from "@/lib/domain/check-ins/offline-scans";
import { offlineSyncBody } from "@/lib/domain/check-ins/offline-scan-schemas";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

/** The scanner's queue of offline scans, sent on reconnecting (docs/admission.md, "Offline"); every role, DOOR included. */
export const POST = dashboardRoute({ need: "verify", body: offlineSyncBody }, ({ actor, body }) => syncOfflineScans({ actor, input: body }));
