import type { ReactNode } from "react";
import { useTranslations } from "use-intl";

export interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * A labelled form control with its hint and its error beside it. The control is rendered by the
 * caller with the props given, so the error is announced with the field (aria-describedby).
 */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: (control: ControlProps) => ReactNode }) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, ...(error ? { "aria-invalid": true as const } : {}), ...(described ? { "aria-describedby": described } : {}) })}
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The note shown above a form the user's role may not submit. */
export function ReadOnlyNotice({ role, what }: { role: string; what: string }) {
  const t = useTranslations("Forms");
  return (
    <p className="alert alert-warning" role="note">
      {t.rich("readOnly", { role: role.toLowerCase(), what, strong: (chunks) => <strong>{chunks}</strong> })}
    </p>
  );
}

/** The form-level message: what went wrong that belongs to no single field, or that it was saved. */
export function FormStatus({ error, saved }: { error?: string; saved?: string | null }) {
  if (error) {
    return (
      <p className="alert alert-danger" role="alert">
        {error}
      </p>
    );
  }
  if (saved) {
    return (
      <p className="alert alert-success" role="status">
        {saved}
      </p>
    );
  }
  return null;
}
