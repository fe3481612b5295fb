"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useMuseum } from "@/components/shell/museum-context";
import { errorText } from "@/lib/dashboard/dashboard-error";
import { changeDay, changeSlot, type SeasonDay, type SeasonSlot } from "@/lib/dashboard/documents/season";
import { dayTitle, plural } from "./season-text";
import styles from "./season.module.css";
import { useModalDialog } from "@/components/common/use-modal-dialog";

/** What an editor asked to change: a whole day (of the chosen event, or of every event) or one slot. */
export type SeasonChange = { kind: "day"; closed: boolean; day: SeasonDay; eventName: string | null } | { kind: "slot"; closed: boolean; day: SeasonDay; slot: SeasonSlot; time: string };

/** What happens to what was already sold, in a sentence. */
const soldStay = (sold: number, them: string) => (sold === 0 ? `No tickets have been sold for ${them} yet.` : `The ${plural(sold, "ticket")} already sold for ${them} ${sold === 1 ? "stays" : "stay"} valid.`);

function wording(change: SeasonChange) {
  const day = dayTitle(change.day.date);
  if (change.kind === "day") {
    const whose = change.eventName ? `of ${change.eventName}` : "of every event";
    const slots = plural(change.day.slots.length, "time slot");
    return change.closed
      ? {
          title: `Close ${day}?`,
          text: `Its ${slots} ${whose} will take no new bookings: no tickets can be sold or held for them. ${soldStay(change.day.soldQuantity, "them")}`,
          confirm: "Close the day",
          done: `${day} is closed.`,
        }
      : { title: `Reopen ${day}?`, text: `Its ${slots} ${whose} will take bookings again.`, confirm: "Reopen the day", done: `${day} is open again.` };
  }
  const what = `the ${change.time} time slot${change.slot.event ? ` of ${change.slot.event.name}` : ""} on ${day}`;
  return change.closed
    ? {
        title: `Close ${what}?`,
        text: `It will take no new bookings. ${soldStay(change.slot.soldQuantity, "it")}`,
        confirm: "Close the time slot",
        done: `The ${change.time} time slot is closed.`,
      }
    : { title: `Reopen ${what}?`, text: "It will take bookings again.", confirm: "Reopen the time slot", done: `The ${change.time} time slot is open again.` };
}

/**
 * The confirmation step before a day or slot closes or reopens: a modal dialog (the browser keeps
 * focus inside it and Escape cancels) that says in plain words what the change does, with an
 * optional reason staff see on closed slots.
 */
export function ConfirmChange({ change, eventId, onDone, onCancel }: { change: SeasonChange; eventId: string | null; onDone: (message: string) => void; onCancel: () => void }) {
  const museum = useMuseum();
  const dialog = useModalDialog();
  const [reason, setReason] = useState("");
  const words = wording(change);
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
              Reason (optional, for staff)
            </label>
            <input id="season-change-reason" className="input" value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} placeholder="e.g. Staff training" />
          </div>
        ) : null}
        {mutation.isError ? (
          <p className="alert alert-danger" role="alert">
            Nothing was changed: {errorText(mutation.error)}
          </p>
        ) : null}
        <div className="form-actions">
          <button className={`button ${change.closed ? "button-danger" : "button-primary"}`} type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? "Saving…" : words.confirm}
          </button>
          <button className="button" type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
