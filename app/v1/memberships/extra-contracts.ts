import { queuedEmailSchema } from "@/lib/domain/membership-emails/membership-email-schemas";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { endpointContract } from "@/lib/http/endpoint-contract";

// The contracts of the routes under /v1/memberships/{id}/ besides the record itself (lib/http/endpoint-contract.ts):
// the emails to the member and the membership's QR code.

const tag = "Membership emails and QR codes";

const queuedNote =
  "The email is written to the outbox in the request and delivered by the worker (EMAIL_TRANSPORT: resend, smtp or outbox) " +
  "with up to 3 attempts; the answer does not wait for delivery. Send an Idempotency-Key to make retries safe.";

export const membershipExtraContracts = {
  sendEmail: endpointContract({
    summary: "Send the membership receipt to the customer",
    description: `A receipt in the customer's language (English when not translated) with the museum's name, the membership's dates and its QR code as an inline image. ${queuedNote}`,
    tag,
    params: idParams,
    success: { status: 202, description: "The email is queued.", schema: queuedEmailSchema },
    errors: ["NOT_FOUND", "CUSTOMER_HAS_NO_EMAIL"],
  }),
  sendCancelSubscriptionEmail: endpointContract({
    summary: "Send the customer how to cancel the membership's automatic renewal",
    description:
      "Only for a membership that renews automatically (autoRenew true, not cancelled): any other membership has no subscription to " +
      `cancel and gets 409 MEMBERSHIP_NOT_AUTO_RENEWING with no email queued. ${queuedNote}`,
    tag,
    params: idParams,
    success: { status: 202, description: "The email is queued.", schema: queuedEmailSchema },
    errors: ["NOT_FOUND", "MEMBERSHIP_NOT_AUTO_RENEWING", "CUSTOMER_HAS_NO_EMAIL"],
  }),
  qrPng: endpointContract({
    summary: "The membership's QR code as a PNG image",
    description: "Content type image/png. The code holds the same signed data the verify endpoint checks.",
    tag,
    params: idParams,
    success: { status: 200, description: "A PNG image (image/png).", files: ["image/png"] },
    errors: ["NOT_FOUND"],
  }),
  qrSvg: endpointContract({
    summary: "The membership's QR code as an SVG image",
    description: "Content type image/svg+xml.",
    tag,
    params: idParams,
    success: { status: 200, description: "An SVG image (image/svg+xml).", files: ["image/svg+xml"] },
    errors: ["NOT_FOUND"],
  }),
};
