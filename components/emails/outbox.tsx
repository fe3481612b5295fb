"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { dialogStyles } from "@/components/common/confirm-dialog";
import { DataTable, type Column } from "@/components/common/data-table";
import { Pager } from "@/components/common/pager";
import { useMuseum } from "@/components/shell/museum-context";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { formatDateTime } from "@/lib/dashboard/form-values";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { fetchOutbox, kindWord, statusBadge, statusWord, type OutboxEmail } from "@/lib/dashboard/outbox";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { languageName } from "@/lib/i18n/language-names";
import { EmailViewer } from "./email-viewer";

const PAGE_SIZE = 25;

/** The attempt count, opening onto each attempt's time, transport and outcome. */
function Attempts({ email }: { email: OutboxEmail }) {
  const t = useTranslations("Outbox");
  const locale = useDisplayLocale();
  const museum = useMuseum();
  return (
    <>
      {email.history.length === 0 ? (
        email.attempts
      ) : (
        <details>
          <summary>{email.attempts}</summary>
          <ol className="small" style={{ textAlign: "left", paddingLeft: "1.2rem", margin: "0.25rem 0 0" }}>
            {email.history.map((attempt) => (
              <li key={attempt.attemptNumber}>
                {formatDateTime(attempt.startedAt, museum.timezone, locale)} · {attempt.transport} · {attempt.ok ? t("delivered") : (attempt.error ?? t("failed"))}
              </li>
            ))}
          </ol>
        </details>
      )}
      {email.lastError ? <div className="field-error">{email.lastError}</div> : null}
    </>
  );
}

/** The state of an email as a badge, with when it was sent or is tried next. */
export function EmailState({ email }: { email: OutboxEmail }) {
  const t = useTranslations("Outbox");
  const locale = useDisplayLocale();
  const museum = useMuseum();
  return (
    <>
      <span className={statusBadge[email.status]}>{statusWord(email.status, t)}</span>
      <div className="muted small">
        {email.sentAt
          ? t("sentAt", { time: formatDateTime(email.sentAt, museum.timezone, locale) })
          : email.nextAttemptAt
            ? t("nextTry", { time: formatDateTime(email.nextAttemptAt, museum.timezone, locale) })
            : null}
      </div>
    </>
  );
}

/** The subject as a button that opens the email, with what kind of email it is. */
export function OpenEmail({ email, onOpen }: { email: OutboxEmail; onOpen: (id: string) => void }) {
  const t = useTranslations("Outbox");
  const locale = useDisplayLocale();
  return (
    <>
      <button className={dialogStyles.linkButton} type="button" onClick={() => onOpen(email.id)}>
        {email.subject}
      </button>
      <div className="muted small">
        {kindWord(email.kind, t)} · {languageName(email.language, locale)}
      </div>
    </>
  );
}

/** Every email the museum sent or is sending, newest first, with its attempts; each opens onto its content. */
export function Outbox() {
  const errorText = useErrorText();
  const t = useTranslations("Outbox");
  const locale = useDisplayLocale();
  const museum = useMuseum();
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const emails = useQuery({
    queryKey: museumKeys.emails(museum.id, page),
    queryFn: () => fetchOutbox(museum.id, { limit: PAGE_SIZE, offset: page * PAGE_SIZE }),
    refetchInterval: 3_000,
    placeholderData: keepPreviousData,
  });
  const columns: Column<OutboxEmail>[] = [
    { header: t("queued"), cell: (email) => formatDateTime(email.createdAt, museum.timezone, locale) },
    { header: t("to"), className: "mono", cell: (email) => email.to },
    { header: t("subject"), cell: (email) => <OpenEmail email={email} onOpen={setOpen} /> },
    { header: t("state"), cell: (email) => <EmailState email={email} /> },
    { header: t("attempts"), numeric: true, cell: (email) => <Attempts email={email} /> },
  ];

  return (
    <section className="card" aria-labelledby="outbox-heading">
      <div className="card-header">
        <div>
          <h2 id="outbox-heading">{t("heading")}</h2>
          <p className="muted small">
            {t("hint")} {t("timesIn", { timeZone: zoneInWords(museum.timezone, locale) })}
          </p>
        </div>
        {emails.data ? <Pager label={t("pages")} page={page} pageSize={PAGE_SIZE} total={emails.data.total} onPage={setPage} /> : null}
      </div>
      {emails.isError ? <p className="alert alert-danger">{errorText(emails.error)}</p> : null}
      <DataTable label={t("heading")} columns={columns} page={emails.data} empty={t("empty")} />
      {open ? <EmailViewer emailId={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
