"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { dialogStyles } from "@/components/common/confirm-dialog";
import { Detail } from "@/components/common/detail";
import { useModalDialog } from "@/components/common/use-modal-dialog";
import { useMuseum } from "@/components/shell/museum-context";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { formatDateTime } from "@/lib/dashboard/form-values";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { fetchEmail, kindWord, statusWord } from "@/lib/dashboard/outbox";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { zoneInWords } from "@/lib/i18n/zone-words";

/**
 * One email as its recipient reads it, in a modal dialog: subject, recipient, state, and the body
 * shown in a sandboxed frame through srcdoc (no script runs; npm start forbids framing URLs).
 */
export function EmailViewer({ emailId, onClose }: { emailId: string; onClose: () => void }) {
  const errorText = useErrorText();
  const t = useTranslations("EmailViewer");
  const outboxWords = useTranslations("Outbox");
  const locale = useDisplayLocale();
  const museum = useMuseum();
  const dialog = useModalDialog();
  const email = useQuery({ queryKey: museumKeys.email(museum.id, emailId), queryFn: () => fetchEmail(museum.id, emailId) });
  const data = email.data;

  return (
    <dialog ref={dialog} className={`${dialogStyles.dialog} ${dialogStyles.wide}`} aria-labelledby="email-viewer-title" onCancel={onClose}>
      <div className="stack-tight">
        <h2 id="email-viewer-title">{data ? data.subject : t("email")}</h2>
        {email.isPending ? <p className="muted">{t("loading")}</p> : null}
        {email.isError ? <p className="alert alert-danger">{errorText(email.error)}</p> : null}
        {data ? (
          <>
            <dl className="form-grid" style={{ margin: 0 }}>
              <Detail label={t("to")} value={data.to} />
              <Detail label={t("email")} value={kindWord(data.kind, outboxWords)} />
              <Detail
                label={t("state")}
                value={data.sentAt ? `${statusWord(data.status, outboxWords)} ${formatDateTime(data.sentAt, museum.timezone, locale)}` : statusWord(data.status, outboxWords)}
              />
              <Detail label={t("queued")} value={formatDateTime(data.createdAt, museum.timezone, locale)} />
            </dl>
            <p className="muted small">{t("timesIn", { timeZone: zoneInWords(museum.timezone, locale) })}</p>
            {data.kept ? (
              <iframe
                srcDoc={data.html}
                title={t("frameTitle", { subject: data.subject })}
                sandbox=""
                style={{ width: "100%", height: "min(30rem, 60vh)", border: "1px solid var(--border)", borderRadius: "var(--radius-small)", background: "#fff" }}
              />
            ) : (
              <p className="alert alert-warning" role="note">
                {t("notKept")}
              </p>
            )}
          </>
        ) : null}
        <div className={`form-actions ${dialogStyles.actions}`}>
          <button className="button" type="button" onClick={onClose}>
            {t("close")}
          </button>
        </div>
      </div>
    </dialog>
  );
}
