"use client";

import { useQuery } from "@tanstack/react-query";
import { dialogStyles } from "@/components/common/confirm-dialog";
import { Detail } from "@/components/common/detail";
import { useModalDialog } from "@/components/common/use-modal-dialog";
import { useMuseum } from "@/components/shell/museum-context";
import { errorText } from "@/lib/dashboard/dashboard-error";
import { formatDateTime } from "@/lib/dashboard/form-values";
import { fetchEmail, kindWord, statusWords } from "@/lib/dashboard/outbox";
import { museumKeys } from "@/lib/dashboard/query-keys";

/**
 * One email as its recipient reads it, in a modal dialog: subject, recipient, state, and the body
 * shown in a sandboxed frame through srcdoc (no script runs; npm start forbids framing URLs).
 */
export function EmailViewer({ emailId, onClose }: { emailId: string; onClose: () => void }) {
  const museum = useMuseum();
  const dialog = useModalDialog();
  const email = useQuery({ queryKey: museumKeys.email(museum.id, emailId), queryFn: () => fetchEmail(museum.id, emailId) });
  const data = email.data;

  return (
    <dialog ref={dialog} className={`${dialogStyles.dialog} ${dialogStyles.wide}`} aria-labelledby="email-viewer-title" onCancel={onClose}>
      <div className="stack-tight">
        <h2 id="email-viewer-title">{data ? data.subject : "Email"}</h2>
        {email.isPending ? <p className="muted">Loading the email…</p> : null}
        {email.isError ? <p className="alert alert-danger">{errorText(email.error)}</p> : null}
        {data ? (
          <>
            <dl className="form-grid" style={{ margin: 0 }}>
              <Detail label="To" value={data.to} />
              <Detail label="Email" value={kindWord(data.kind)} />
              <Detail label="State" value={data.sentAt ? `${statusWords[data.status]} ${formatDateTime(data.sentAt)}` : statusWords[data.status]} />
              <Detail label="Queued" value={formatDateTime(data.createdAt)} />
            </dl>
            {data.kept ? (
              <iframe
                srcDoc={data.html}
                title={`The email “${data.subject}”`}
                sandbox=""
                style={{ width: "100%", height: "min(30rem, 60vh)", border: "1px solid var(--border)", borderRadius: "var(--radius-small)", background: "#fff" }}
              />
            ) : (
              <p className="alert alert-warning" role="note">
                The content of this email is no longer kept: emails are kept for a limited time, and an erased customer’s are removed. Only its delivery is recorded.
              </p>
            )}
          </>
        ) : null}
        <div className={`form-actions ${dialogStyles.actions}`}>
          <button className="button" type="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
