"use client";

import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { errorText } from "@/lib/dashboard/dashboard-error";
import styles from "./orders.module.css";
import { useModalDialog } from "@/components/common/use-modal-dialog";

/** What staff are asked before a change that cannot be taken back, in plain words. */
export interface OrderChange {
  title: string;
  text: string;
  confirm: string;
  danger: boolean;
  run: () => Promise<unknown>;
  done: string;
}

/**
 * The confirmation step before voiding a ticket or sending tickets again: a modal dialog (the browser
 * keeps focus inside it and Escape cancels); nothing changes until the confirm button is pressed.
 */
export function ConfirmOrderChange({ change, onDone, onCancel }: { change: OrderChange; onDone: (message: string) => void; onCancel: () => void }) {
  const dialog = useModalDialog();
  const mutation = useMutation({ mutationFn: change.run, onSuccess: () => onDone(change.done) });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate();
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="order-change-title" aria-describedby="order-change-text" onCancel={onCancel}>
      <form className="stack-tight" onSubmit={onSubmit}>
        <h2 id="order-change-title">{change.title}</h2>
        <p id="order-change-text">{change.text}</p>
        {mutation.isError ? (
          <p className="alert alert-danger" role="alert">
            Nothing was changed: {errorText(mutation.error)}
          </p>
        ) : null}
        <div className={`form-actions ${styles.actions}`}>
          <button className={`button ${change.danger ? "button-danger" : "button-primary"}`} type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? "Saving…" : change.confirm}
          </button>
          <button className="button" type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
