import Link from "next/link";
import { FormStatus } from "./field";

/** The end of a form: the form-level message, the submit button (busy while saving) and a way back. */
export function FormFooter({ error, saved, pending, submitLabel, cancelHref }: { error?: string; saved?: string | null; pending: boolean; submitLabel: string; cancelHref?: string }) {
  return (
    <>
      <FormStatus error={error} saved={saved} />
      <div className="form-actions">
        <button className="button button-primary" type="submit">
          {pending ? "Saving…" : submitLabel}
        </button>
        {cancelHref ? (
          <Link className="button" href={cancelHref}>
            Cancel
          </Link>
        ) : null}
      </div>
    </>
  );
}
