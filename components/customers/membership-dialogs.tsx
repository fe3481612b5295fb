"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { dialogStyles } from "@/components/common/confirm-dialog";
import { useModalDialog } from "@/components/common/use-modal-dialog";
import { Field } from "@/components/forms/field";
import { useMuseum } from "@/components/shell/museum-context";
import { addDays, longDay } from "@/lib/dashboard/calendar-day";
import { DashboardError, errorText } from "@/lib/dashboard/dashboard-error";
import { addMembership, renewMembership } from "@/lib/dashboard/documents/customer-changes";
import type { CustomerDetail } from "@/lib/dashboard/documents/people";
import { calendarDay } from "@/lib/domain/memberships/membership-standing";
import { startOfDay } from "@/lib/domain/shared/zoned-day";

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
  const museum = useMuseum();
  const dialog = useModalDialog();
  const [today] = useState(() => calendarDay(Date.now(), museum.timezone));
  const [values, setValues] = useState({ name: "", from: today, to: addDays(yearAfter(today), -1), autoRenew: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useMutation({
    mutationFn: () =>
      addMembership(museum.id, {
        customerId: customer.id,
        name: values.name.trim(),
        validFrom: startOfDay(values.from, museum.timezone).toISOString(),
        validTo: startOfDay(values.to, museum.timezone).toISOString(),
        autoRenew: values.autoRenew,
      }),
    onSuccess: (membership) => onDone(`${membership.name} is added, valid from ${longDay(values.from)} to ${longDay(values.to)}.`),
    onError: (error) => {
      if (error instanceof DashboardError && error.details.some((detail) => detail.path.endsWith("validTo"))) setErrors({ to: "Choose a last day after the first day." });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (values.name.trim() === "") found.name = "Enter the membership's name, e.g. Annual pass.";
    if (!dayInput.test(values.from)) found.from = "Choose the first day the membership admits.";
    if (!dayInput.test(values.to)) found.to = "Choose the last day the membership admits.";
    else if (dayInput.test(values.from) && values.to <= values.from) found.to = "Choose a last day after the first day.";
    setErrors(found);
    if (Object.keys(found).length === 0) add.mutate();
  }

  return (
    <dialog ref={dialog} className={dialogStyles.dialog} aria-labelledby="add-membership-title" aria-describedby="add-membership-text" onCancel={onCancel}>
      <form className="stack-tight" onSubmit={submit} noValidate>
        <h2 id="add-membership-title">Add a membership for {customer.name}</h2>
        <p id="add-membership-text">
          The membership admits {customer.name} at the door on every day from the first to the last day (days in {museum.timezone}). Its QR code shows on this page; no
          email is sent until you send one.
        </p>
        <Field id="membership-name" label="Name" hint="e.g. Annual pass" error={errors.name}>
          {(control) => <input {...control} className="input" autoComplete="off" value={values.name} onChange={(change) => setValues({ ...values, name: change.target.value })} />}
        </Field>
        <div className="form-grid-2">
          <Field id="membership-from" label="First day" error={errors.from}>
            {(control) => <input {...control} className="input" type="date" value={values.from} onChange={(change) => setValues({ ...values, from: change.target.value })} />}
          </Field>
          <Field id="membership-to" label="Last day" error={errors.to}>
            {(control) => <input {...control} className="input" type="date" value={values.to} onChange={(change) => setValues({ ...values, to: change.target.value })} />}
          </Field>
        </div>
        <label className="checkbox" style={{ minHeight: 44 }}>
          <input type="checkbox" checked={values.autoRenew} onChange={(change) => setValues({ ...values, autoRenew: change.target.checked })} />
          Renews automatically (a subscription)
        </label>
        {add.isError && Object.keys(errors).length === 0 ? (
          <p className="alert alert-danger" role="alert">
            Nothing was added: {errorText(add.error)}
          </p>
        ) : null}
        <div className={`form-actions ${dialogStyles.actions}`}>
          <button className="button button-primary" type="submit" disabled={add.isPending}>
            {add.isPending ? "Adding…" : "Add membership"}
          </button>
          <button className="button" type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * A renewal: the membership gets a new last day (a year on by default). One that has already ended
 * starts again today; the QR code stays the same, so the member's card keeps working.
 */
export function RenewMembershipDialog({ customerName, membership, onDone, onCancel }: DialogProps & { customerName: string; membership: Membership }) {
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
    onSuccess: () => onDone(`${membership.name} is renewed: valid from ${longDay(from)} to ${longDay(to)}.`),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!dayInput.test(to) || to <= currentEnd || to <= from) {
      setError(`Choose a last day after ${longDay(ended ? from : currentEnd)}.`);
      return;
    }
    setError(null);
    renew.mutate();
  }

  return (
    <dialog ref={dialog} className={dialogStyles.dialog} aria-labelledby="renew-title" aria-describedby="renew-text" onCancel={onCancel}>
      <form className="stack-tight" onSubmit={submit} noValidate>
        <h2 id="renew-title">Renew {membership.name}</h2>
        <p id="renew-text">
          {ended
            ? `${membership.name} of ${customerName} ended on ${longDay(currentEnd)}. Renewed, it is valid again from today, ${longDay(from)}, to the last day you choose.`
            : `${membership.name} of ${customerName} is valid to ${longDay(currentEnd)}. Renewed, it stays valid without a break to the last day you choose.`}{" "}
          The QR code stays the same, so the member’s card keeps working. No email is sent until you send one.
        </p>
        <Field id="renew-to" label="New last day" hint={dayInput.test(to) ? `Valid from ${longDay(from)} to ${longDay(to)}` : undefined} error={error ?? undefined}>
          {(control) => <input {...control} className="input" type="date" value={to} onChange={(change) => setTo(change.target.value)} />}
        </Field>
        {renew.isError ? (
          <p className="alert alert-danger" role="alert">
            Nothing was changed: {errorText(renew.error)}
          </p>
        ) : null}
        <div className={`form-actions ${dialogStyles.actions}`}>
          <button className="button button-primary" type="submit" disabled={renew.isPending}>
            {renew.isPending ? "Renewing…" : "Renew membership"}
          </button>
          <button className="button" type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
