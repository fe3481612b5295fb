import { z } from "zod";
import { emailStatuses } from "@/lib/domain/emails/email-schemas";
import { listEmails } from "@/lib/domain/emails/list-emails";
import { recordId } from "@/lib/domain/shared/input-schemas";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

const query = z.object({ status: z.enum(emailStatuses).optional(), customerId: recordId.optional() });

/** The museum's outbox, newest first, with each email's delivery state and attempts; `customerId` keeps one customer's. */
export const GET = dashboardRoute({ need: "read", paging: true, query }, ({ actor, paging, query }) =>
  listEmails({ actor, paging, status: query.status, customerId: query.customerId, order: "newest-first" }),
);
