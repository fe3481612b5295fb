import { z } from "zod";
import { gql } from "@/lib/graphql-schema-types/typed-graphql";
import { graphql, READ_ONLY, SENDS_EMAIL, type ToolDefinition } from "../tool-kit";
import { museumId, recordId } from "./shared-inputs";

const emailInput = z.object({ museumId, membershipId: recordId("membership", "customer_memberships") });

const SEND_RECEIPT = gql(
  "mutation SendReceipt($museumId: ID!, $membershipId: ID!) { email: sendMembershipEmail(museumId: $museumId, membershipId: $membershipId) { emailId status } }",
);
const SEND_CANCEL_SUBSCRIPTION = gql(
  "mutation SendCancelSubscription($museumId: ID!, $membershipId: ID!) { email: sendCancelSubscriptionEmail(museumId: $museumId, membershipId: $membershipId) { emailId status } }",
);

/** Either send mutation: both answer the queued email as `email`. */
type SendMutation = typeof SEND_RECEIPT | typeof SEND_CANCEL_SUBSCRIPTION;

function sendTool(name: string, title: string, mutation: SendMutation, what: string): ToolDefinition<typeof emailInput> {
  return {
    name,
    title,
    description: `Sends the customer ${what}. The email is queued and delivered by Foyer's outbox. Needs a role that may change the museum (OWNER, ADMIN or EDITOR).`,
    input: emailInput,
    output: { email: z.object({ emailId: z.string().describe("The queued email's id."), status: z.string().describe("Always queued: the outbox delivers it.") }) },
    need: "modify",
    recordArgument: "membershipId",
    annotations: SENDS_EMAIL,
    async run({ museumId, membershipId }, context) {
      const { email } = await graphql(context, mutation, { museumId, membershipId });
      return { summary: `Queued ${what} (email ${email.emailId}).`, data: { email } };
    },
  };
}

export const sendMembershipEmail = sendTool("send_membership_email", "Send the membership receipt", SEND_RECEIPT, "the membership receipt with its QR code");
export const sendCancelSubscriptionEmail = sendTool(
  "send_cancel_subscription_email",
  "Send the cancel-subscription email",
  SEND_CANCEL_SUBSCRIPTION,
  "the email about cancelling an automatically renewing membership",
);

/** What each reason means, for the person at the door. */
const REASONS = {
  MALFORMED: "this is not a membership QR code",
  NOT_THIS_MUSEUM: "the code is not for a membership of this museum (it is another museum's, or it was altered)",
  ALTERED: "the code was altered, or signed with a key that is no longer accepted",
  CANCELLED: "the membership was cancelled",
  NOT_YET_VALID: "the membership has not started yet",
  EXPIRED: "the membership has expired",
} as const;

type Reason = keyof typeof REASONS;

const VERIFY = gql(
  "mutation Verify($museumId: ID!, $qrData: String!) { verifyMembershipQrCode(museumId: $museumId, qrData: $qrData) { valid customerName membershipName validTo reason } }",
);

const qrInput = z.object({
  museumId,
  qrData: z.string().min(1).max(4000).describe("The entire content of the membership QR code (a full address with query string), exactly as scanned."),
});

export const verifyMembershipQr: ToolDefinition<typeof qrInput> = {
  name: "verify_membership_qr",
  title: "Verify a membership QR code",
  description:
    "Checks the data of a membership QR code: valid is true only for a genuine, current membership of this museum; otherwise reason " +
    "says why (MALFORMED, NOT_THIS_MUSEUM, ALTERED, CANCELLED, NOT_YET_VALID, EXPIRED). Every role may run it, door staff included.",
  input: qrInput,
  output: {
    verification: z.object({
      valid: z.boolean(),
      customerName: z.string().nullable().describe("The member, when valid."),
      membershipName: z.string().nullable().describe("The membership, when valid."),
      validTo: z.string().nullable().describe("When the membership ends (UTC), when valid."),
      reason: z.enum(Object.keys(REASONS) as [Reason, ...Reason[]]).nullable().describe("Why the code is not valid; null when valid."),
    }),
  },
  need: "verify",
  annotations: READ_ONLY,
  async run({ museumId, qrData }, context) {
    const data = await graphql(context, VERIFY, { museumId, qrData });
    const result = data.verifyMembershipQrCode;
    return {
      summary: result.valid ? `Valid: ${result.membershipName} of ${result.customerName}, until ${result.validTo}.` : `Not valid: ${REASONS[result.reason ?? "MALFORMED"]} (${result.reason}).`,
      data: { verification: result },
    };
  },
};
