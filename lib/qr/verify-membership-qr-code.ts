import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { parseQrData, qrSignatureValid } from "./qr-code-data";

export type QrVerification =
  | { valid: false }
  | { valid: true; customerName: string; membershipName: string; validTo: Date };

const INVALID: QrVerification = { valid: false };

/**
 * The door check. Every input gets an answer, never an error: a code is valid only when it is
 * well-formed, signed for the actor's museum with a known key, and names one of that museum's
 * memberships that is active today. Door staff see just enough to compare with the visitor.
 */
export async function verifyMembershipQrCode({ actor, qrData }: { actor: Actor; qrData: string | null }): Promise<QrVerification> {
  const parts = qrData === null ? null : parseQrData(qrData);
  if (!parts || !qrSignatureValid(parts, actor.museumId)) return INVALID;
  const membership = await db().membership.findFirst({
    where: { id: parts.membershipId, museumId: actor.museumId },
    select: { name: true, status: true, validFrom: true, validTo: true, customer: { select: { name: true } } },
  });
  const now = new Date();
  if (!membership || membership.status === "CANCELLED") return INVALID;
  if (membership.validFrom > now || membership.validTo < now) return INVALID;
  return { valid: true, customerName: membership.customer.name, membershipName: membership.name, validTo: membership.validTo };
}
