"use client";

import { DayInput } from "@/components/forms/locale-date-inputs";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { dialogStyles } from "@/components/common/confirm-dialog";
import { DialogActions } from "@/components/common/dialog-actions";
import { useModalDialog } from "@/components/common/use-modal-dialog";
import { Field } from "@/components/forms/field";
import { useMuseum } from "@/components/shell/museum-context";
import { addDays, longDay } from "@/lib/dashboard/calendar-day";
import { DashboardError } from "@/lib/dashboard/dashboard-error";
import { fieldErrorsFromDetails } from "@/lib/dashboard/field-errors";
import { plainFieldErrors } from "@/lib/dashboard/plain-errors";
import { addMembership, renewMembership } from "@/lib/dashboard/documents/customer-changes";
import type { CustomerDetail } from "@/lib/dashboard/documents/people";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { wholeNumber } from "@/lib/dashboard/form-values";
import { guestsPerVisitAllowed, MAX_GUESTS_PER_VISIT } from "@/lib/domain/memberships/guests-per-visit";
import { calendarDay } from "@/lib/domain/memberships/membership-standing";
import { startOfDay } from "@/lib/domain/shared/zoned-day";
import { zoneInWords } from "@/lib/i18n/zone-words";

// Adding a membership and renewing one: each a modal dialog whose words say what will happen before
// anything is saved. Days are calendar days in the museum's time zone (docs/api.md, "Memberships").

type Membership = CustomerDetail["memberships"][number];

/** YYYY-MM-DD a year after `day` (29 February becomes 28 February). */
function yearAfter(day: string): string {
  const [year, month, date] = day.split("-") as [string, string, string];
  const next = `${Number(year) + 1}-${month}-${date === "29" && month === "02" ? "28" : date}`;
  return next;
}

const dayInput = /^\d{4}-\d{2}-\d{2}$/;

interface DialogProps {
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** A new membership for the customer: its name, first and last day, and whether it renews by itself. */
export function AddMembershipDialog({ customer, onDone, onCancel }: DialogProps & { customer: CustomerDetail }) {
  const t = useTranslations("MembershipDialogs");
  const plainWords = useTranslations("PlainErrors");
  const locale = useDisplayLocale();
  const errorText = useErrorText();
  const museum = useMuseum();
  const dialog = useModalDialog();
  const [today] = useState(() => calendarDay(Date.now(), museum.timezone));
  const [values, setValues] = useState({ name: "", from: today, to: addDays(yearAfter(today), -1), autoRenew: false, guestsPerVisit: "0" });
  const guestsPerVisit = wholeNumber(values.guestsPerVisit, locale);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useMutation({
    mutationFn: () =>
      addMembership(museum.id, {
        customerId: customer.id,
        name: values.name.trim(),
        validFrom: startOfDay(values.from, museum.timezone).toISOString(),
        validTo: startOfDay(values.to, museum.timezone).toISOString(),
        autoRenew: values.autoRenew,
        guestsPerVisit,
      }),
    onSuccess: (membership) => onDone(t("added", { membership: membership.name, from: longDay(values.from, locale), to: longDay(values.to, locale) })),
    // The server's details go beside their fields, in the same words as the form's own checks.
    onError: (error) => {
      if (!(error instanceof DashboardError) || error.details.length === 0) return;
      const found = plainFieldErrors(fieldErrorsFromDetails(error.details), { name: t("fieldNames.name"), guestsPerVisit: t("fieldNames.guestsPerVisit") }, plainWords);
      setErrors({
        ...(found.name ? { name: found.name } : {}),
        ...(found.guestsPerVisit ? { guestsPerVisit: found.guestsPerVisit } : {}),
        ...(found.validFrom ? { from: t("chooseFirst") } : {}),
        ...(found.validTo ? { to: t("lastAfterFirst") } : {}),
      });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (values.name.trim() === "") found.name = t("enterName");
    if (!dayInput.test(values.from)) found.from = t("chooseFirst");
    if (!dayInput.test(values.to)) found.to = t("chooseLast");
    else if (dayInput.test(values.from) && values.to <= values.from) found.to = t("lastAfterFirst");
    if (!guestsPerVisitAllowed(guestsPerVisit)) found.guestsPerVisit = t("guestsRange", { max: MAX_GUESTS_PER_VISIT });
    setErrors(found);
    if (Object.keys(found).length === 0) add.mutate();
  }

  return (
    <dialog ref={dialog} className={dialogStyles.dialog} aria-labelledby="add-membership-title" aria-describedby="add-membership-text" onCancel={onCancel}>
      <form className="stack-tight" onSubmit={submit} noValidate>
        <h2 id="add-membership-title">{t("addTitle", { name: customer.name })}</h2>
        <p id="add-membership-text">{t("addText", { name: customer.name, timeZone: zoneInWords(museum.timezone, locale) })}</p>
        <Field id="membership-name" label={t("name")} hint={t("nameHint")} error={errors.name}>
          {(control) => <input {...control} className="input" autoComplete="off" value={values.name} onChange={(change) => setValues({ ...values, name: change.target.value })} />}
        </Field>
        <div className="form-grid-2">
          <Field id="membership-from" label={t("firstDay")} error={errors.from}>
            {(control) => <DayInput {...control} value={values.from} locale={locale} onValue={(from) => setValues({ ...values, from })} />}
          </Field>
          <Field id="membership-to" label={t("lastDay")} error={errors.to}>
            {(control) => <DayInput {...control} value={values.to} locale={locale} onValue={(to) => setValues({ ...values, to })} />}
          </Field>
        </div>
        <Field id="membership-guests" label={t("guestsPerVisit")} hint={t("guestsPerVisitHint")} error={errors.guestsPerVisit}>
          {(control) => <input {...control} className="input" inputMode="numeric" value={values.guestsPerVisit} onChange={(change) => setValues({ ...values, guestsPerVisit: change.target.value })} />}
        </Field>
        <label className="checkbox" style={{ minHeight: 44 }}>
          <input type="checkbox" checked={values.autoRenew} onChange={(change) => setValues({ ...values, autoRenew: change.target.checked })} />
          {t("autoRenew")}
        </label>
        {add.isError && Object.keys(errors).length === 0 ? (
          <p className="alert alert-danger" role="alert">
            {t("nothingAdded", { reason: errorText(add.error) })}
          </p>
        ) : null}
        <DialogActions submit={t("add")} pending={add.isPending} pendingLabel={t("adding")} onCancel={onCancel} />
      </form>
    </dialog>
  );
}

/**
 * A renewal: the membership gets a new last day (a year on by default). One that has already ended
 * starts again today; the QR code stays the same, so the member's card keeps working.
 */
export function RenewMembershipDialog({ customerName, membership, onDone, onCancel }: DialogProps & { customerName: string; membership: Membership }) {
  const t = useTranslations("MembershipDialogs");
  const locale = useDisplayLocale();
  const errorText = useErrorText();
  const day = (value: string) => longDay(value, locale);
  const museum = useMuseum();
  const dialog = useModalDialog();
  const [today] = useState(() => calendarDay(Date.now(), museum.timezone));
  const currentEnd = calendarDay(membership.validTo, museum.timezone);
  const ended = currentEnd < today;
  const from = ended ? today : calendarDay(membership.validFrom, museum.timezone);
  const [to, setTo] = useState(yearAfter(ended ? addDays(today, -1) : currentEnd));
  const [error, setError] = useState<string | null>(null);
  const renew = useMutation({
    mutationFn: () =>
      renewMembership(museum.id, membership.id, { validFrom: startOfDay(from, museum.timezone).toISOString(), validTo: startOfDay(to, museum.timezone).toISOString() }),
    onSuccess: () => onDone(t("renewed", { membership: membership.name, from: day(from), to: day(to) })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!dayInput.test(to) || to <= currentEnd || to <= from) {
      setError(t("lastAfter", { day: day(ended ? from : currentEnd) }));
      return;
    }
    setError(null);
    renew.mutate();
  }

  return (
    <dialog ref={dialog} className={dialogStyles.dialog} aria-labelledby="renew-title" aria-describedby="renew-text" onCancel={onCancel}>
      <form className="stack-tight" onSubmit={submit} noValidate>
        <h2 id="renew-title">{t("renewTitle", { membership: membership.name })}</h2>
        <p id="renew-text">
          {ended
            ? t("endedText", { membership: membership.name, name: customerName, ended: day(currentEnd), from: day(from) })
            : t("runningText", { membership: membership.name, name: customerName, until: day(currentEnd) })}{" "}
          {t("sameQr")}
        </p>
        <Field id="renew-to" label={t("newLastDay")} hint={dayInput.test(to) ? t("validFromTo", { from: day(from), to: day(to) }) : undefined} error={error ?? undefined}>
          {(control) => <DayInput {...control} value={to} locale={locale} onValue={setTo} />}
        </Field>
        {renew.isError ? (
          <p className="alert alert-danger" role="alert">
            {t("nothingChanged", { reason: errorText(renew.error) })}
          </p>
        ) : null}
        <DialogActions submit={t("renew")} pending={renew.isPending} pendingLabel={t("renewing")} onCancel={onCancel} />
      </form>
    </dialog>
  );
}
