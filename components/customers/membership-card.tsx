"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { languageName as languageNameIn } from "@/lib/i18n/language-names";
import { dialogStyles, ConfirmDialog, type Confirmation } from "@/components/common/confirm-dialog";
import { useMuseum } from "@/components/shell/museum-context";
import { cancelMembership } from "@/lib/dashboard/documents/customer-changes";
import { sendMembershipEmail, type CustomerDetail } from "@/lib/dashboard/documents/people";
import { formatDate } from "@/lib/dashboard/form-values";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { membershipEmailLanguage } from "@/lib/dashboard/outbox";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { GuestsDialog } from "./guests-dialog";
import { MembershipQr } from "./membership-qr";
import { RenewMembershipDialog } from "./membership-dialogs";
import { MembershipStatus } from "./membership-search";
import { zoneInWords } from "@/lib/i18n/zone-words";

type Membership = CustomerDetail["memberships"][number];
type Step = { kind: "confirm"; confirmation: Confirmation } | { kind: "renew" } | { kind: "guests" } | null;

/**
 * One membership: its state, dates and QR code, and what editors do with it: send the membership or
 * cancellation email, renew it, change the guests it brings, cancel it. Each asks first, saying what will happen; a button that
 * cannot be used says why beside it.
 */
export function MembershipCard({ customer, membership, onMessage }: { customer: CustomerDetail; membership: Membership; onMessage: (message: string) => void }) {
  const t = useTranslations("MembershipCard");
  const roleWord = useTranslations("Roles");
  const locale = useDisplayLocale();
  const museum = useMuseum();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(null);
  const [now] = useState(() => Date.now());
  const headingId = `membership-${membership.id}`;
  const cancelled = membership.status === "CANCELLED";
  const erased = customer.erasedAt !== null;
  const to = customer.email;
  const until = formatDate(membership.validTo, museum.timezone, locale);
  const languageName = (code: string) => languageNameIn(code, locale);
  const language = membershipEmailLanguage(customer.language);
  const written =
    language === customer.language
      ? t("writtenInTheirs", { language: languageName(language) })
      : t("writtenInOther", { language: languageName(language), theirs: languageName(customer.language) });
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  const role = roleWord(museum.role);

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
    title: t("receiptTitle"),
    text: (
      <p>
        {t.rich("receiptText", { membership: membership.name, to: to ?? "", name: customer.name, until, strong })} {written}
      </p>
    ),
    confirm: t("sendReceipt"),
    run: () => sendMembershipEmail(museum.id, membership.id, "receipt"),
    done: t("receiptQueued", { to: to ?? "" }),
  };
  const sendCancellation: Confirmation = {
    title: t("cancellationTitle"),
    text: (
      <p>
        {t.rich("cancellationText", { membership: membership.name, to: to ?? "", name: customer.name, until, strong })} {written}
      </p>
    ),
    confirm: t("sendCancellation"),
    run: () => sendMembershipEmail(museum.id, membership.id, "cancel-subscription"),
    done: t("cancellationQueued", { to: to ?? "" }),
  };
  const cancel: Confirmation = {
    title: t("cancelTitle", { membership: membership.name }),
    text: (
      <>
        <p>{t("cancelText", { membership: membership.name, name: customer.name })}</p>
        <p>{t("noEmailSent")}</p>
      </>
    ),
    confirm: t("cancelMembership"),
    danger: true,
    run: () => cancelMembership(museum.id, membership.id),
    done: t("cancelled", { membership: membership.name }),
  };

  const editor = museum.permissionToModifyMuseum;
  const emailReason = !editor ? t("roleMayNotSend", { role }) : !to ? t("noEmailAddress") : null;
  const cancellationReason = emailReason ?? (membership.autoRenew ? null : t("onlyAutoRenew"));
  const changeReason = !editor ? t("roleMayNotChange", { role }) : cancelled ? t("cancelledCannotRenew") : null;

  return (
    <article className="card" aria-labelledby={headingId} style={{ display: "flex", flexWrap: "wrap", gap: "1.5rem", justifyContent: "space-between" }}>
      <div className="stack-tight" style={{ flex: "1 1 18rem" }}>
        <div className="cluster">
          <h3 id={headingId}>{membership.name}</h3>
          <MembershipStatus membership={membership} now={now} timeZone={museum.timezone} />
          {membership.autoRenew ? <span className="badge badge-accent">{t("renewsAutomatically")}</span> : null}
          {membership.guestsPerVisit > 0 ? <span className="badge">{t("bringsGuests", { count: membership.guestsPerVisit })}</span> : null}
        </div>
        <p className="muted">
          {t("validity", { from: formatDate(membership.validFrom, museum.timezone, locale), until, timeZone: zoneInWords(museum.timezone, locale) })}
          {membership.cancelledAt ? t("cancelledOn", { date: formatDate(membership.cancelledAt, museum.timezone, locale) }) : ""}
        </p>
        {erased ? null : (
          <>
            <div className={`cluster ${dialogStyles.actions}`}>
              <button className="button" type="button" disabled={!!emailReason} onClick={() => setStep({ kind: "confirm", confirmation: sendReceipt })}>
                {t("sendReceipt")}
              </button>
              <button className="button" type="button" disabled={!!cancellationReason} onClick={() => setStep({ kind: "confirm", confirmation: sendCancellation })}>
                {t("sendCancellation")}
              </button>
            </div>
            {emailReason ? <p className="muted small">{emailReason}</p> : cancellationReason ? <p className="muted small">{cancellationReason}</p> : null}
            <div className={`cluster ${dialogStyles.actions}`}>
              <button className="button" type="button" disabled={!!changeReason} onClick={() => setStep({ kind: "renew" })}>
                {t("renew")}
              </button>
              <button className="button" type="button" disabled={!!changeReason} onClick={() => setStep({ kind: "guests" })}>
                {t("guestsOpen")}
              </button>
              <button className="button button-danger" type="button" disabled={!!changeReason} onClick={() => setStep({ kind: "confirm", confirmation: cancel })}>
                {t("cancelMembershipOpen")}
              </button>
            </div>
            {changeReason ? <p className="muted small">{changeReason}</p> : null}
          </>
        )}
      </div>
      <MembershipQr qrData={membership.qrData} name={membership.name} />
      {step?.kind === "confirm" ? <ConfirmDialog confirmation={step.confirmation} onDone={finish} onCancel={() => setStep(null)} /> : null}
      {step?.kind === "renew" ? <RenewMembershipDialog customerName={customer.name} membership={membership} onDone={finish} onCancel={() => setStep(null)} /> : null}
      {step?.kind === "guests" ? <GuestsDialog membership={membership} onDone={finish} onCancel={() => setStep(null)} /> : null}
    </article>
  );
}
