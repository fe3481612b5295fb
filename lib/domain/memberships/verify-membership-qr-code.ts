import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { parseQrData } from "@/lib/qr/code-format";
import { qrSignatureValid } from "@/lib/qr/qr-code-data";
import { membershipStanding } from "./membership-standing";

export type QrVerification =
  | { valid: false }
  | { valid: true; customerName: string; membershipName: string; validTo: Date };

/**
 * Why a code is not valid, for staff of the museum that checks it (GraphQL and the staff tools;
 * /v1 answers `valid` alone). Each says only what the checking museum's own records show:
 * - MALFORMED: not a membership code at all (a ticket's code included);
 * - NOT_THIS_MUSEUM: names no membership of this museum (another museum's code, or an altered one);
 * - ALTERED: names one of this museum's memberships, but its signature does not match (changed, or
 *   signed with a key that is no longer accepted);
 * - CANCELLED, NOT_YET_VALID, EXPIRED: a genuine code of a membership that is not active today, a
 *   calendar day in the museum's time zone (membership-standing.ts).
 */
export type QrInvalidReason = "MALFORMED" | "NOT_THIS_MUSEUM" | "ALTERED" | "CANCELLED" | "NOT_YET_VALID" | "EXPIRED";

export type ExplainedQrVerification = Exclude<QrVerification, { valid: false }> | { valid: false; reason: QrInvalidReason };

/**
 * The door check with its reason. Every input gets an answer, never an error: a code is valid only
 * when it is well-formed, signed for the actor's museum with a known key, and names one of that
 * museum's memberships that is active today. Door staff see just enough to compare with the visitor.
 */
export async function explainMembershipQrCode({ actor, qrData }: { actor: Actor; qrData: string | null }): Promise<ExplainedQrVerification> {
  const parts = qrData === null ? null : parseQrData(qrData);
  if (!parts || parts.kind !== "membership") return { valid: false, reason: "MALFORMED" };
  const membership = await db().membership.findFirst({
    where: { id: parts.id, museumId: actor.museumId },
    select: { name: true, status: true, validFrom: true, validTo: true, customer: { select: { name: true } }, museum: { select: { timezone: true } } },
  });
  if (!membership) return { valid: false, reason: "NOT_THIS_MUSEUM" };
  if (!qrSignatureValid(parts, actor.museumId)) return { valid: false, reason: "ALTERED" };
  const standing = membershipStanding(membership, Date.now(), membership.museum.timezone);
  if (standing !== "VALID") return { valid: false, reason: standing };
  return { valid: true, customerName: membership.customer.name, membershipName: membership.name, validTo: membership.validTo };
}

/** The door check as /v1 answers it: `valid`, and who the member is when valid. */
export async function verifyMembershipQrCode(input: { actor: Actor; qrData: string | null }): Promise<QrVerification> {
  const verification = await explainMembershipQrCode(input);
  return verification.valid ? verification : { valid: false };
}
