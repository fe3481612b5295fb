"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "use-intl";
import { useMuseum } from "@/components/shell/museum-context";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { changeDay, changeSlot, type SeasonDay, type SeasonSlot } from "@/lib/dashboard/documents/season";
import { dayTitle } from "./season-text";
import styles from "./season.module.css";
import { DialogActions } from "@/components/common/dialog-actions";
import { useModalDialog } from "@/components/common/use-modal-dialog";

/** What an editor asked to change: a whole day (of the chosen event, or of every event) or one slot. */
export type SeasonChange = { kind: "day"; closed: boolean; day: SeasonDay; eventName: string | null } | { kind: "slot"; closed: boolean; day: SeasonDay; slot: SeasonSlot; time: string };

type Translate = ReturnType<typeof useTranslations<"SeasonChange">>;

/** What happens to what was already sold, in a sentence. */
const soldStay = (t: Translate, sold: number, them: "it" | "them") => (sold === 0 ? t("noneSold", { them }) : t("soldStay", { sold, them }));

function wording(change: SeasonChange, t: Translate, language: string) {
  const day = dayTitle(change.day.date, language);
  if (change.kind === "day") {
    const whose = change.eventName ? t("ofEvent", { event: change.eventName }) : t("ofEveryEvent");
    const slots = change.day.slots.length;
    return change.closed
      ? {
          title: t("closeDayTitle", { day }),
          text: t("closeDayText", { slots, whose, sold: soldStay(t, change.day.soldQuantity, "them") }),
          confirm: t("closeDay"),
          done: t("dayClosed", { day }),
        }
      : { title: t("reopenDayTitle", { day }), text: t("reopenDayText", { slots, whose }), confirm: t("reopenDay"), done: t("dayOpen", { day }) };
  }
  const what = change.slot.event ? t("slotOfEventWhat", { time: change.time, event: change.slot.event.name, day }) : t("slotWhat", { time: change.time, day });
  return change.closed
    ? {
        title: t("closeSlotTitle", { what }),
        text: t("closeSlotText", { sold: soldStay(t, change.slot.soldQuantity, "it") }),
        confirm: t("closeSlot"),
        done: t("slotClosed", { time: change.time }),
      }
    : { title: t("reopenSlotTitle", { what }), text: t("reopenSlotText"), confirm: t("reopenSlot"), done: t("slotOpen", { time: change.time }) };
}

/**
 * The confirmation step before a day or slot closes or reopens: a modal dialog (the browser keeps
 * focus inside it and Escape cancels) that says in plain words what the change does, with an
 * optional reason staff see on closed slots.
 */
export function ConfirmChange({ change, eventId, onDone, onCancel }: { change: SeasonChange; eventId: string | null; onDone: (message: string) => void; onCancel: () => void }) {
  const errorText = useErrorText();
  const museum = useMuseum();
  const dialog = useModalDialog();
  const [reason, setReason] = useState("");
  const t = useTranslations("SeasonChange");
  const words = wording(change, t, useLocale());
  const mutation = useMutation({
    mutationFn: async () => {
      const closedReason = reason.trim() || null;
      if (change.kind === "day") await changeDay(museum.id, change.day.date, eventId, change.closed, closedReason);
      else await changeSlot(museum.id, change.slot.id, change.closed, closedReason);
    },
    onSuccess: () => onDone(words.done),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate();
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="season-change-title" aria-describedby="season-change-text" onCancel={onCancel}>
      <form className="stack-tight" onSubmit={onSubmit}>
        <h2 id="season-change-title">{words.title}</h2>
        <p id="season-change-text">{words.text}</p>
        {change.closed ? (
          <div className="field">
            <label className="field-label" htmlFor="season-change-reason">
              {t("reason")}
            </label>
            <input id="season-change-reason" className="input" value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} placeholder={t("reasonPlaceholder")} />
          </div>
        ) : null}
        {mutation.isError ? (
          <p className="alert alert-danger" role="alert">
            {t("failed", { error: errorText(mutation.error) })}
          </p>
        ) : null}
        <DialogActions submit={words.confirm} pending={mutation.isPending} pendingLabel={t("saving")} danger={change.closed} onCancel={onCancel} />
      </form>
    </dialog>
  );
}
