import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import { publicUrl } from "@/lib/config/public-addresses";
import { renderWebhookEndpointDisabledEmail, WEBHOOK_ENDPOINT_DISABLED_KIND } from "@/lib/email/templates/webhook-endpoint-disabled";
import { logger } from "@/lib/log/logger";
import { forgetWebhookSubscribers } from "@/lib/domain/webhook-events/webhook-subscribers";

// An endpoint whose deliveries have failed for the whole retry window is turned off, and the museum's
// owners and admins are emailed (docs/webhooks.md, "When an endpoint keeps failing"). Its queued
// deliveries stay queued, so turning it back on sends them: nothing is lost.

/** The roles told that an endpoint was turned off: those who may turn it back on. */
const TOLD_ROLES = ["OWNER", "ADMIN"];

/**
 * Called when one of the endpoint's deliveries has just failed for good. Turns the endpoint off unless
 * a delivery to it succeeded within the window (it fails now and then, not for three days); answers
 * whether this call turned it off, so the owners are emailed once however many processes ask.
 */
export async function disableIfFailingForWindow(endpointId: string, retryWindowMs: number, now: Date, lastError: string | null): Promise<boolean> {
  const succeededLately = await db().webhookDelivery.count({ where: { endpointId, deliveredAt: { gte: new Date(now.getTime() - retryWindowMs) } } });
  if (succeededLately > 0) return false;
  const endpoint = await db().webhookEndpoint.findUnique({
    where: { id: endpointId },
    select: { museumId: true, url: true, description: true, museum: { select: { name: true } } },
  });
  if (!endpoint) return false;
  const recipients = await db().museumRole.findMany({
    where: { museumId: endpoint.museumId, role: { in: TOLD_ROLES } },
    select: { user: { select: { email: true, name: true } } },
  });
  const waiting = await db().webhookDelivery.count({ where: { endpointId, status: "QUEUED" } });
  const dashboardUrl = `${publicUrl()}/museums/${endpoint.museumId}/webhooks`;
  const emails = await Promise.all(
    recipients.map(async ({ user }) => ({
      museumId: endpoint.museumId,
      kind: WEBHOOK_ENDPOINT_DISABLED_KIND,
      to: user.email,
      language: "en",
      ...(await renderWebhookEndpointDisabledEmail({ museumName: endpoint.museum.name, recipientName: user.name, url: endpoint.url, description: endpoint.description, waiting, lastError, dashboardUrl })),
    })),
  );
  const disabled = await inTransaction(undefined, async (tx) => {
    const turnedOff = await tx.webhookEndpoint.updateMany({ where: { id: endpointId, enabled: true }, data: { enabled: false, disabledAt: now } });
    if (turnedOff.count === 0) return false;
    if (emails.length > 0) await tx.emailOutbox.createMany({ data: emails });
    return true;
  });
  if (disabled) {
    forgetWebhookSubscribers();
    logger.warn("webhook endpoint turned off after failing for the retry window", { endpointId, museumId: endpoint.museumId, told: emails.length });
  }
  return disabled;
}
