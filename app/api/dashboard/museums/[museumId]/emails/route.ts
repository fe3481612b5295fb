import { z } from "zod";
import { emailStatuses } from "@/lib/domain/emails/email-schemas";
import { listEmails } from "@/lib/domain/emails/list-emails";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

/** The museum's outbox with each email's delivery state and attempts; limit and offset as on /v1. */
export const GET = dashboardRoute({ need: "read", paging: true, query: z.object({ status: z.enum(emailStatuses).optional() }) }, ({ actor, paging, query }) =>
  listEmails({ actor, paging, status: query.status }),
);
