import { z } from "zod";
import { defineOperation, lookUp, removalOperation } from "@/lib/domain/operations/operation";
import { recordId } from "@/lib/domain/shared/input-schemas";
import { createMembership } from "./create-membership";
import { deleteMembership } from "./delete-membership";
import { getMembership } from "./get-membership";
import { createMembershipInput, membershipAnswer, updateMembershipInput } from "./membership-schemas";
import { updateMembership } from "./update-membership";
import { explainMembershipQrCode, type QrInvalidReason } from "./verify-membership-qr-code";

// Memberships in the operation catalog (docs/architecture.md, "The operation catalog"): add one to a
// customer, change, renew or cancel it, and check a card's code at the door. A customer's memberships
// are listed by customer_memberships (lib/domain/customers/customer-operations.ts) and GET
// /v1/memberships.

/** "Jahreskarte (id) of customer …: ACTIVE, valid 2026-01-01T00:00:00.000Z to …, renews itself, 1 guest(s) a visit". */
export function membershipInWords(membership: z.output<typeof membershipAnswer>): string {
  const renews = membership.autoRenew ? "renews itself" : "does not renew itself";
  const guests = membership.guestsPerVisit === 0 ? "no guests" : `${membership.guestsPerVisit} guest(s) a visit`;
  const cancelled = membership.cancelledAt ? ` (cancelled ${membership.cancelledAt})` : "";
  return `${membership.name} (${membership.id}) of customer ${membership.customerId}: ${membership.status}${cancelled}, valid ${membership.validFrom} to ${membership.validTo}, ${renews}, ${guests}`;
}

const membershipId = recordId.describe("The membership's id (a UUID), as customer_memberships shows it.");

const membershipOperation = {
  noun: "membership",
  output: membershipAnswer,
  answerKind: "record",
  audits: ["membership"],
} as const;

export const getMembershipOperation = defineOperation({
  ...membershipOperation,
  name: "get_membership",
  title: "Look up a membership",
  summary: "Shows one membership: whose it is, its name, status, validity, renewal, guests per visit and its card's QR data.",
  input: z.strictObject({ membershipId }),
  ...lookUp,
  run: (actor, { membershipId: id }) => getMembership({ actor, id }),
  inWords: membershipInWords,
});

export const createMembershipOperation = defineOperation({
  ...membershipOperation,
  name: "create_membership",
  title: "Add a membership",
  summary: "Adds a membership to a customer, valid from one instant to another, with whether it renews itself and how many guests the member may bring.",
  input: createMembershipInput,
  need: "modify",
  effect: "creates",
  webhooks: ["membership.created"],
  errors: ["CUSTOMER_NOT_FOUND"],
  run: (actor, input) => createMembership({ actor, input }),
  inWords: (membership) => `Added the membership ${membershipInWords(membership)}.`,
});

export const updateMembershipOperation = defineOperation({
  ...membershipOperation,
  name: "update_membership",
  title: "Change or renew a membership",
  summary:
    "Changes a membership's name, validity, renewal, guests per visit or status; what is not given stays. To renew it, give the new validTo. " +
    "Status ACTIVE takes a cancellation back.",
  input: updateMembershipInput.extend({ membershipId }),
  need: "modify",
  effect: "changes",
  webhooks: ["membership.updated", "membership.cancelled"],
  errors: ["NOT_FOUND"],
  run: (actor, { membershipId: id, ...input }) => updateMembership({ actor, id, input }),
  inWords: (membership) => `Changed the membership: ${membershipInWords(membership)}.`,
});

export const cancelMembershipOperation = defineOperation({
  ...membershipOperation,
  name: "cancel_membership",
  title: "Cancel a membership",
  summary: "Cancels a membership: its card stops admitting at once and it does not renew. Staff can take it back with update_membership (status ACTIVE).",
  input: z.strictObject({ membershipId }),
  need: "modify",
  effect: "destroys",
  webhooks: ["membership.cancelled"],
  errors: ["NOT_FOUND"],
  run: (actor, { membershipId: id }) => updateMembership({ actor, id, input: { status: "CANCELLED" } }),
  inWords: (membership) => `Cancelled the membership ${membershipInWords(membership)}.`,
});

export const deleteMembershipOperation = removalOperation({
  name: "delete_membership",
  title: "Remove a membership",
  summary: "Removes a membership and its record for good; cancelling it keeps the record.",
  noun: "membership",
  recordId: { name: "membershipId", schema: membershipId },
  audits: ["membership"],
  errors: ["NOT_FOUND"],
  remove: (actor, id) => deleteMembership({ actor, id }),
});

/** What each reason a card is refused means, for the person at the door (verify-membership-qr-code.ts). */
const REFUSAL_IN_WORDS: Record<QrInvalidReason, string> = {
  MALFORMED: "this is not a membership QR code",
  NOT_THIS_MUSEUM: "the code is not for a membership of this museum (it is another museum's, or it was altered)",
  ALTERED: "the code was altered, or signed with a key that is no longer accepted",
  CANCELLED: "the membership was cancelled",
  NOT_YET_VALID: "the membership has not started yet",
  EXPIRED: "the membership has expired",
};

const qrInvalidReasons = Object.keys(REFUSAL_IN_WORDS) as [QrInvalidReason, ...QrInvalidReason[]];

export const verifyMembershipQrOperation = defineOperation({
  name: "verify_membership_qr",
  title: "Verify a membership QR code",
  summary:
    "Checks the data of a membership QR code: valid is true only for a genuine, current membership of this museum; otherwise reason " +
    `says why (${qrInvalidReasons.join(", ")}). It admits nobody (check_in_visitor does). Every role may run it, door staff included.`,
  noun: "verification",
  input: z.strictObject({
    qrData: z.string().min(1).max(4000).describe("The entire content of the membership QR code (a full address with query string), exactly as scanned."),
  }),
  output: z.object({
    valid: z.boolean(),
    customerName: z.string().nullable().describe("The member, when valid."),
    membershipName: z.string().nullable().describe("The membership, when valid."),
    validTo: z.iso.datetime().nullable().describe("When the membership ends (UTC), when valid."),
    reason: z.enum(qrInvalidReasons).nullable().describe("Why the code is not valid; null when valid."),
  }),
  ...lookUp,
  need: "verify",
  errors: [],
  run: async (actor, { qrData }) => {
    const verification = await explainMembershipQrCode({ actor, qrData });
    return verification.valid ? { ...verification, reason: null } : { valid: false, customerName: null, membershipName: null, validTo: null, reason: verification.reason };
  },
  inWords: (verification) =>
    verification.valid
      ? `Valid: ${verification.membershipName} of ${verification.customerName}, until ${verification.validTo}.`
      : `Not valid: ${REFUSAL_IN_WORDS[verification.reason ?? "MALFORMED"]} (${verification.reason}).`,
});
