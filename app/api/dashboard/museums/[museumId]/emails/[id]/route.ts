import { readEmail } from "@/lib/domain/emails/read-email";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

/** One email as its recipient reads it (subject, to, HTML with its QR codes, text), for staff who read the museum. */
export const GET = dashboardRoute({ need: "read", params: idParams }, ({ actor, params }) => readEmail({ actor, id: params.id }));
