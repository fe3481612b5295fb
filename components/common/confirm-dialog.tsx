"use client";

import { useMutation } from "@tanstack/react-query";
import type { FormEvent, ReactNode } from "react";
import { useTranslations } from "use-intl";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import styles from "./confirm-dialog.module.css";
import { DialogActions } from "./dialog-actions";
import { useModalDialog } from "./use-modal-dialog";

export { styles as dialogStyles };

/** What staff are asked before a change, in plain words: what happens, to whom. */
export interface Confirmation {
  title: string;
  text: ReactNode;
  confirm: string;
  danger?: boolean;
  run: () => Promise<unknown>;
  done: string;
}

/**
 * The confirmation step before a change: a modal dialog (focus stays inside, Escape cancels); nothing
 * happens until the confirm button is pressed. `children` are extra controls (a typed confirmation),
 * and `ready` keeps the confirm button disabled until they are filled in.
 */
export function ConfirmDialog({
  confirmation,
  onDone,
  onCancel,
  ready = true,
  children,
}: {
  confirmation: Confirmation;
  onDone: (message: string) => void;
  onCancel: () => void;
  ready?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations("ConfirmDialog");
  const errorText = useErrorText();
  const dialog = useModalDialog();
  const mutation = useMutation({ mutationFn: confirmation.run, onSuccess: () => onDone(confirmation.done) });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (ready) mutation.mutate();
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="confirm-title" aria-describedby="confirm-text" onCancel={onCancel}>
      <form className="stack-tight" onSubmit={onSubmit}>
        <h2 id="confirm-title">{confirmation.title}</h2>
        <div id="confirm-text" className="stack-tight">
          {confirmation.text}
        </div>
        {children}
        {mutation.isError ? (
          <p className="alert alert-danger" role="alert">
            {t("nothingChanged", { reason: errorText(mutation.error) })}
          </p>
        ) : null}
        <DialogActions submit={confirmation.confirm} pending={mutation.isPending} danger={confirmation.danger} disabled={!ready} onCancel={onCancel} />
      </form>
    </dialog>
  );
}
