import type { Tx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { renderMembershipEmail, type MembershipEmailKind } from "@/lib/email/render-membership-email";
import { emailLanguage } from "@/lib/email/templates/messages";
import { AppError } from "@/lib/errors/app-error";
import { membershipQrData } from "@/lib/qr/qr-code-data";
import type { QueuedEmail } from "./membership-email-schemas";

const membershipForEmail = {
  id: true,
  museumId: true,
  name: true,
  status: true,
  validFrom: true,
  validTo: true,
  autoRenew: true,
  customer: { select: { name: true, email: true, language: true } },
  museum: { select: { name: true, timezone: true } },
} as const;

interface MembershipForEmail {
  status: string;
  autoRenew: boolean;
}

/**
 * Writes a membership email into the outbox for the worker to deliver. It runs in the caller's
 * transaction when one is given, so an email and the state change it reports commit together or not
 * at all. `allow` refuses memberships this kind of email does not fit.
 */
export async function queueMembershipEmail({
  actor,
  membershipId,
  kind,
  allow,
  tx,
}: {
  actor: Actor;
  membershipId: string;
  kind: MembershipEmailKind;
  allow?: (membership: MembershipForEmail) => void;
  tx?: Tx;
}): Promise<QueuedEmail> {
  return inTransaction(tx, async (tx) => {
    const membership = orNotFound(
      await tx.membership.findFirst({ where: { id: membershipId, museumId: actor.museumId }, select: membershipForEmail }),
      "membership",
    );
    allow?.(membership);
    const to = membership.customer.email?.trim();
    if (!to) throw new AppError("CUSTOMER_HAS_NO_EMAIL");
    const language = emailLanguage(membership.customer.language);
    const rendered = await renderMembershipEmail(kind, {
      language,
      museumName: membership.museum.name,
      customerName: membership.customer.name,
      membershipName: membership.name,
      validFrom: membership.validFrom,
      validTo: membership.validTo,
      timeZone: membership.museum.timezone,
      autoRenew: membership.autoRenew,
    });
    const email = await tx.emailOutbox.create({
      data: { museumId: actor.museumId, membershipId, kind, to, language, qrData: membershipQrData(membership), ...rendered },
      select: { id: true },
    });
    // The trail says which email was queued to whom; its body and QR code stay in the outbox only.
    await recordChanges(tx, actor, [{ entity: "email", entityId: email.id, action: "send", after: { kind, to, membershipId, status: "QUEUED" } }]);
    return { emailId: email.id, status: "queued" };
  });
}
