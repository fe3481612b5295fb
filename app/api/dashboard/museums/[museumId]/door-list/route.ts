import { doorList } from "@/lib/domain/check-ins/door-list";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

/** Today's door list for the scanner to keep for offline admission (docs/admission.md, "Offline"); every role, DOOR included. */
export const GET = dashboardRoute({ need: "verify" }, ({ actor }) => doorList({ actor }));
