import { z } from "zod";
import { queuedEmailSchema } from "@/lib/domain/membership-emails/membership-email-schemas";
import { idParams } from "@/lib/domain/shared/input-schemas";
import type { EndpointDoc } from "../endpoint-doc";

const tag = "Membership emails and QR codes";

const verification = z.object({
  valid: z.boolean(),
  customerName: z.string().optional().describe("Only when valid."),
  membershipName: z.string().optional().describe("Only when valid."),
  validTo: z.iso.datetime().optional().describe("Only when valid."),
});

const queuedNote =
  "The email is written to the outbox in the request and delivered by the worker (EMAIL_TRANSPORT: resend, smtp or outbox) " +
  "with up to 3 attempts; the answer does not wait for delivery. Send an Idempotency-Key to make retries safe.";

export const membershipEmailsEndpoints: EndpointDoc[] = [
  {
    method: "post",
    path: "/v1/memberships/{id}/send-email",
    summary: "Send the membership receipt to the customer",
    description: `A receipt in the customer's language (English when not translated) with the museum's name, the membership's dates and its QR code as an inline image. ${queuedNote}`,
    tag,
    params: idParams,
    success: { status: 202, description: "The email is queued.", schema: queuedEmailSchema },
    errors: ["NOT_FOUND", "CUSTOMER_HAS_NO_EMAIL"],
  },
  {
    method: "post",
    path: "/v1/memberships/{id}/send-cancel-subscription-email",
    summary: "Send the customer how to cancel the membership's automatic renewal",
    description:
      "Only for a membership that renews automatically (autoRenew true, not cancelled): any other membership has no subscription to " +
      `cancel and gets 409 MEMBERSHIP_NOT_AUTO_RENEWING with no email queued. ${queuedNote}`,
    tag,
    params: idParams,
    success: { status: 202, description: "The email is queued.", schema: queuedEmailSchema },
    errors: ["NOT_FOUND", "MEMBERSHIP_NOT_AUTO_RENEWING", "CUSTOMER_HAS_NO_EMAIL"],
  },
  {
    method: "get",
    path: "/v1/verify-membership-qr-code/{qrData}",
    summary: "Check a membership QR code at the door",
    description:
      "qrData is the whole content of the code (an address with a query string), URL-encoded as one path segment. " +
      "Always 200 with a boolean valid, whatever qrData is: true only when the code is signed by this server for the API key's museum " +
      "and names one of its memberships that is not cancelled and is valid now; then the answer also names the customer, the membership and validTo.",
    tag,
    params: z.object({ qrData: z.string().describe("encodeURIComponent(the QR content)") }),
    success: { status: 200, description: "Whether the code admits its holder.", schema: verification },
    errors: [],
  },
  {
    method: "get",
    path: "/v1/verify-membership-qr-code",
    summary: "Check an empty QR code",
    description: "The verify endpoint with an empty qrData: always 200 { valid: false }.",
    tag,
    success: { status: 200, description: "Always { valid: false }.", schema: z.object({ valid: z.literal(false) }) },
    errors: [],
  },
  {
    method: "get",
    path: "/v1/memberships/{id}/qr.png",
    summary: "The membership's QR code as a PNG image",
    description: "Content type image/png. The code holds the same signed data the verify endpoint checks.",
    tag,
    params: idParams,
    success: { status: 200, description: "A PNG image (image/png)." },
    errors: ["NOT_FOUND"],
  },
  {
    method: "get",
    path: "/v1/memberships/{id}/qr.svg",
    summary: "The membership's QR code as an SVG image",
    description: "Content type image/svg+xml.",
    tag,
    params: idParams,
    success: { status: 200, description: "An SVG image (image/svg+xml)." },
    errors: ["NOT_FOUND"],
  },
];
