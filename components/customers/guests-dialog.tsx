"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "use-intl";
import { dialogStyles } from "@/components/common/confirm-dialog";
import { DialogActions } from "@/components/common/dialog-actions";
import { useModalDialog } from "@/components/common/use-modal-dialog";
import { Field } from "@/components/forms/field";
import { useMuseum } from "@/components/shell/museum-context";
import { setGuestsPerVisit } from "@/lib/dashboard/documents/customer-changes";
import type { CustomerDetail } from "@/lib/dashboard/documents/people";
import { wholeNumber } from "@/lib/dashboard/form-values";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { guestsPerVisitAllowed, MAX_GUESTS_PER_VISIT } from "@/lib/domain/memberships/guests-per-visit";

// How many guests a card brings to a visit (docs/orders.md, "Members book a slot"), changed on an
// existing membership; visits already booked keep their guests.

type Membership = CustomerDetail["memberships"][number];

export function GuestsDialog({ membership, onDone, onCancel }: { membership: Membership; onDone: (message: string) => void; onCancel: () => void }) {
  const t = useTranslations("MembershipDialogs");
  const language = useLocale();
  const errorText = useErrorText();
  const museum = useMuseum();
  const dialog = useModalDialog();
  const [text, setText] = useState(String(membership.guestsPerVisit));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (guests: number) => setGuestsPerVisit(museum.id, membership.id, guests),
    onSuccess: (_saved, guests) => onDone(t("guestsChanged", { membership: membership.name, count: guests })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const guests = wholeNumber(text, language);
    if (!guestsPerVisitAllowed(guests)) {
      setError(t("guestsRange", { max: MAX_GUESTS_PER_VISIT }));
      return;
    }
    setError(null);
    save.mutate(guests);
  }

  return (
    <dialog ref={dialog} className={dialogStyles.dialog} aria-labelledby="guests-title" aria-describedby="guests-text" onCancel={onCancel}>
      <form className="stack-tight" onSubmit={submit} noValidate>
        <h2 id="guests-title">{t("guestsTitle", { membership: membership.name })}</h2>
        <p id="guests-text">{t("guestsText")}</p>
        <Field id="guests-per-visit" label={t("guestsPerVisit")} error={error ?? undefined}>
          {(control) => <input {...control} className="input" inputMode="numeric" value={text} onChange={(change) => setText(change.target.value)} />}
        </Field>
        {save.isError ? (
          <p className="alert alert-danger" role="alert">
            {t("nothingChanged", { reason: errorText(save.error) })}
          </p>
        ) : null}
        <DialogActions submit={t("saveGuests")} pending={save.isPending} pendingLabel={t("savingGuests")} onCancel={onCancel} />
      </form>
    </dialog>
  );
}
