import type { Actor } from "@/lib/domain/actor";
import type { QueuedEmail } from "./membership-email-schemas";
import { queueMembershipEmail } from "./queue-membership-email";

/** Queues the membership's receipt, with its QR code, to the customer's email address. */
export function sendMembershipReceipt({ actor, membershipId }: { actor: Actor; membershipId: string }): Promise<QueuedEmail> {
  return queueMembershipEmail({ actor, membershipId, kind: "MEMBERSHIP_RECEIPT" });
}
