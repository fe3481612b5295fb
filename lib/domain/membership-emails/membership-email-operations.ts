import { z } from "zod";
import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { defineOperation, queuingEmail } from "@/lib/domain/operations/operation";
import { recordId } from "@/lib/domain/shared/input-schemas";
import type { ErrorCode } from "@/lib/errors/app-error";
import type { QueuedEmail } from "./membership-email-schemas";
import { sendCancelSubscriptionEmail } from "./send-cancel-subscription-email";
import { sendMembershipReceipt } from "./send-membership-receipt";

// A membership's emails in the operation catalog (docs/mcp.md, "Memberships"): the receipt with the
// card's QR code, and how to end an automatic renewal, queued as the dashboard and GraphQL queue them
// and delivered by the outbox. The answer says where each went.

const queuedMembershipEmail = z.object({
  emailId: z.uuid().describe("The queued email's id."),
  status: z.literal("queued").describe("Always queued: the outbox delivers it."),
  membershipId: z.uuid(),
  membershipName: z.string(),
  customerName: z.string(),
  to: z.string().describe("The customer's email address, where it goes."),
});

type QueuedMembershipEmail = z.output<typeof queuedMembershipEmail>;

/** The queued email with the address it went to, as the outbox holds it, and whose membership it is for. */
async function addressed(actor: Actor, membershipId: string, queued: QueuedEmail): Promise<QueuedMembershipEmail> {
  const email = await db().emailOutbox.findFirstOrThrow({
    where: { id: queued.emailId, museumId: actor.museumId },
    select: { to: true, membership: { select: { name: true, customer: { select: { name: true } } } } },
  });
  return { ...queued, membershipId, membershipName: email.membership?.name ?? "", customerName: email.membership?.customer.name ?? "", to: email.to };
}

/** One membership email as a task: `what` it is, in words, and the service that queues it. */
function membershipEmailOperation(declared: { name: string; title: string; what: string; errors: readonly ErrorCode[]; send: typeof sendMembershipReceipt }) {
  return defineOperation({
    name: declared.name,
    title: declared.title,
    summary: `Emails the customer ${declared.what}, to the address their customer record has (CUSTOMER_HAS_NO_EMAIL without one).`,
    ...queuingEmail,
    about: "membershipId",
    input: z.strictObject({ membershipId: recordId.describe("The membership's id (a UUID), as customer_memberships shows it.") }),
    output: queuedMembershipEmail,
    errors: ["NOT_FOUND", "CUSTOMER_HAS_NO_EMAIL", ...declared.errors],
    run: async (actor, { membershipId }) => addressed(actor, membershipId, await declared.send({ actor, membershipId })),
    inWords: (email) => `Queued ${declared.what} of ${email.membershipName} to ${email.customerName} <${email.to}> (email ${email.emailId}); the outbox delivers it.`,
  });
}

export const sendMembershipEmailOperation = membershipEmailOperation({
  name: "send_membership_email",
  title: "Send the membership receipt",
  what: "the membership receipt with its QR code",
  errors: [],
  send: sendMembershipReceipt,
});

export const sendCancelSubscriptionEmailOperation = membershipEmailOperation({
  name: "send_cancel_subscription_email",
  title: "Send the cancel-subscription email",
  what: "the email about cancelling an automatically renewing membership",
  errors: ["MEMBERSHIP_NOT_AUTO_RENEWING"],
  send: sendCancelSubscriptionEmail,
});
