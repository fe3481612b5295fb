import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";
import type { QueuedEmail } from "./membership-email-schemas";
import { queueMembershipEmail } from "./queue-membership-email";

/**
 * Queues the email telling the customer how to cancel the automatic renewal. Only a subscription has
 * anything to cancel: a membership that does not renew automatically, or is cancelled already, gets
 * 409 MEMBERSHIP_NOT_AUTO_RENEWING and no email.
 */
export function sendCancelSubscriptionEmail({ actor, membershipId }: { actor: Actor; membershipId: string }): Promise<QueuedEmail> {
  return queueMembershipEmail({
    actor,
    membershipId,
    kind: "MEMBERSHIP_CANCEL_SUBSCRIPTION",
    allow: (membership) => {
      if (!membership.autoRenew || membership.status === "CANCELLED") throw new AppError("MEMBERSHIP_NOT_AUTO_RENEWING");
    },
  });
}
