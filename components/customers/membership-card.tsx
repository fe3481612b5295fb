"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { dialogStyles, ConfirmDialog, type Confirmation } from "@/components/common/confirm-dialog";
import { useMuseum } from "@/components/shell/museum-context";
import { cancelMembership } from "@/lib/dashboard/documents/customer-changes";
import { sendMembershipEmail, type CustomerDetail } from "@/lib/dashboard/documents/people";
import { formatDate } from "@/lib/dashboard/form-values";
import { membershipEmailLanguage } from "@/lib/dashboard/outbox";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { MembershipQr } from "./membership-qr";
import { RenewMembershipDialog } from "./membership-dialogs";
import { MembershipStatus } from "./membership-search";

type Membership = CustomerDetail["memberships"][number];
type Step = { kind: "confirm"; confirmation: Confirmation } | { kind: "renew" } | null;

const languageName = (code: string) => new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;

/**
 * One membership: its state, dates and QR code, and what editors do with it: send the membership or
 * cancellation email, renew it, cancel it. Each asks first, saying what will happen; a button that
 * cannot be used says why beside it.
 */
export function MembershipCard({ customer, membership, onMessage }: { customer: CustomerDetail; membership: Membership; onMessage: (message: string) => void }) {
  const museum = useMuseum();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(null);
  const [now] = useState(() => Date.now());
  const headingId = `membership-${membership.id}`;
  const cancelled = membership.status === "CANCELLED";
  const erased = customer.erasedAt !== null;
  const to = customer.email;
  const until = formatDate(membership.validTo, museum.timezone);
  const language = membershipEmailLanguage(customer.language);
  const written =
    language === customer.language
      ? `It is written in ${languageName(language)}, the customer’s language.`
      : `It is written in ${languageName(language)}: there are no emails in ${languageName(customer.language)}, the customer’s language.`;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: museumKeys.customer(museum.id, customer.id) });
    await queryClient.invalidateQueries({ queryKey: museumKeys.memberships(museum.id) });
    await queryClient.invalidateQueries({ queryKey: museumKeys.outbox(museum.id) });
  };
  const finish = (message: string) => {
    setStep(null);
    onMessage(message);
    void refresh();
  };

  const sendReceipt: Confirmation = {
    title: "Send the membership email?",
    text: (
      <p>
        The membership email for {membership.name} goes to <strong>{to}</strong>: it thanks {customer.name}, gives the dates (to {until}) and carries the membership’s QR code.{" "}
        {written}
      </p>
    ),
    confirm: "Send membership email",
    run: () => sendMembershipEmail(museum.id, membership.id, "receipt"),
    done: `The membership email to ${to} is queued.`,
  };
  const sendCancellation: Confirmation = {
    title: "Send the cancellation email?",
    text: (
      <p>
        The email about cancelling the subscription goes to <strong>{to}</strong>: it tells {customer.name} that {membership.name} renews automatically on {until}, and
        how to cancel before then. Nothing about the membership changes. {written}
      </p>
    ),
    confirm: "Send cancellation email",
    run: () => sendMembershipEmail(museum.id, membership.id, "cancel-subscription"),
    done: `The cancellation email to ${to} is queued.`,
  };
  const cancel: Confirmation = {
    title: `Cancel ${membership.name}?`,
    text: (
      <>
        <p>
          From now on the QR code of {membership.name} no longer admits {customer.name} at the door, and the membership shows as Cancelled. It cannot be made valid again
          here; add a new membership instead.
        </p>
        <p>No email is sent.</p>
      </>
    ),
    confirm: "Cancel membership",
    danger: true,
    run: () => cancelMembership(museum.id, membership.id),
    done: `${membership.name} is cancelled.`,
  };

  const editor = museum.permissionToModifyMuseum;
  const emailReason = !editor ? `Your role (${museum.role.toLowerCase()}) may not send emails.` : !to ? "No email can be sent: this customer has no email address. Add one with Edit details." : null;
  const cancellationReason = emailReason ?? (membership.autoRenew ? null : "The cancellation email is only for memberships that renew automatically.");
  const changeReason = !editor ? `Your role (${museum.role.toLowerCase()}) may not change memberships.` : cancelled ? "A cancelled membership cannot be renewed; add a new one." : null;

  return (
    <article className="card" aria-labelledby={headingId} style={{ display: "flex", flexWrap: "wrap", gap: "1.5rem", justifyContent: "space-between" }}>
      <div className="stack-tight" style={{ flex: "1 1 18rem" }}>
        <div className="cluster">
          <h3 id={headingId}>{membership.name}</h3>
          <MembershipStatus membership={membership} now={now} timeZone={museum.timezone} />
          {membership.autoRenew ? <span className="badge badge-accent">Renews automatically</span> : null}
        </div>
        <p className="muted">
          Valid {formatDate(membership.validFrom, museum.timezone)} to {until} (calendar days in {museum.timezone})
          {membership.cancelledAt ? `; cancelled ${formatDate(membership.cancelledAt, museum.timezone)}` : ""}
        </p>
        {erased ? null : (
          <>
            <div className={`cluster ${dialogStyles.actions}`}>
              <button className="button" type="button" disabled={!!emailReason} onClick={() => setStep({ kind: "confirm", confirmation: sendReceipt })}>
                Send membership email
              </button>
              <button className="button" type="button" disabled={!!cancellationReason} onClick={() => setStep({ kind: "confirm", confirmation: sendCancellation })}>
                Send cancellation email
              </button>
            </div>
            {emailReason ? <p className="muted small">{emailReason}</p> : cancellationReason ? <p className="muted small">{cancellationReason}</p> : null}
            <div className={`cluster ${dialogStyles.actions}`}>
              <button className="button" type="button" disabled={!!changeReason} onClick={() => setStep({ kind: "renew" })}>
                Renew…
              </button>
              <button className="button button-danger" type="button" disabled={!!changeReason} onClick={() => setStep({ kind: "confirm", confirmation: cancel })}>
                Cancel membership…
              </button>
            </div>
            {changeReason ? <p className="muted small">{changeReason}</p> : null}
          </>
        )}
      </div>
      <MembershipQr qrData={membership.qrData} name={membership.name} />
      {step?.kind === "confirm" ? <ConfirmDialog confirmation={step.confirmation} onDone={finish} onCancel={() => setStep(null)} /> : null}
      {step?.kind === "renew" ? <RenewMembershipDialog customerName={customer.name} membership={membership} onDone={finish} onCancel={() => setStep(null)} /> : null}
    </article>
  );
}
