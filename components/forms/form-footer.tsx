import Link from "next/link";
import { useTranslations } from "use-intl";
import { FormStatus } from "./field";

/** The end of a form: the form-level message, the submit button (busy while saving) and a way back. */
export function FormFooter({ error, saved, pending, submitLabel, cancelHref }: { error?: string; saved?: string | null; pending: boolean; submitLabel: string; cancelHref?: string }) {
  const t = useTranslations("Forms");
  return (
    <>
      <FormStatus error={error} saved={saved} />
      <div className="form-actions">
        <button className="button button-primary" type="submit">
          {pending ? t("saving") : submitLabel}
        </button>
        {cancelHref ? (
          <Link className="button" href={cancelHref}>
            {t("cancel")}
          </Link>
        ) : null}
      </div>
    </>
  );
}
