"use client";

import { useTranslations } from "use-intl";
import styles from "./confirm-dialog.module.css";

/**
 * The foot of every dialog that changes something: the submit button (its pending words while the
 * change is under way, red when the change takes something away) and Cancel, both 44 px tall for touch.
 */
export function DialogActions({
  submit,
  pending,
  pendingLabel,
  danger = false,
  disabled = false,
  onCancel,
}: {
  submit: string;
  pending: boolean;
  /** What the submit button says while the change is under way; "Working…" when not given. */
  pendingLabel?: string;
  danger?: boolean;
  disabled?: boolean;
  onCancel: () => void;
}) {
  const t = useTranslations("ConfirmDialog");
  return (
    <div className={`form-actions ${styles.actions}`}>
      <button className={`button ${danger ? "button-danger" : "button-primary"}`} type="submit" disabled={disabled || pending}>
        {pending ? (pendingLabel ?? t("working")) : submit}
      </button>
      <button className="button" type="button" onClick={onCancel}>
        {t("cancel")}
      </button>
    </div>
  );
}
