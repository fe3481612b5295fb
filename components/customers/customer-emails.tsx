"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { DataTable, type Column } from "@/components/common/data-table";
import { EmailViewer } from "@/components/emails/email-viewer";
import { EmailState, OpenEmail } from "@/components/emails/outbox";
import { useMuseum } from "@/components/shell/museum-context";
import { formatDateTime } from "@/lib/dashboard/form-values";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { fetchOutbox, type OutboxEmail } from "@/lib/dashboard/outbox";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { useErrorText } from "@/lib/dashboard/use-error-text";

const SHOWN = 50;

/** The emails sent about this customer's memberships and orders, newest first; each opens onto what was sent. */
export function CustomerEmails({ customerId }: { customerId: string }) {
  const t = useTranslations("CustomerEmails");
  const locale = useDisplayLocale();
  const errorText = useErrorText();
  const museum = useMuseum();
  const [open, setOpen] = useState<string | null>(null);
  const emails = useQuery({
    queryKey: museumKeys.customerEmails(museum.id, customerId),
    queryFn: () => fetchOutbox(museum.id, { limit: SHOWN, offset: 0, customerId }),
    refetchInterval: 3_000,
  });
  const columns: Column<OutboxEmail>[] = [
    { header: t("queued"), cell: (email) => formatDateTime(email.createdAt, museum.timezone, locale) },
    { header: t("subject"), cell: (email) => <OpenEmail email={email} onOpen={setOpen} /> },
    { header: t("to"), className: "mono", cell: (email) => email.to },
    { header: t("state"), cell: (email) => <EmailState email={email} /> },
  ];

  return (
    <section className="card stack-tight" aria-labelledby="customer-emails-heading">
      <div>
        <h2 id="customer-emails-heading">{t("title")}</h2>
        <p className="muted small">
          {t("lead")} {t("timesIn", { timeZone: zoneInWords(museum.timezone, locale) })}
        </p>
      </div>
      {emails.isError ? <p className="alert alert-danger">{errorText(emails.error)}</p> : null}
      <DataTable label={t("tableLabel")} columns={columns} page={emails.data} empty={t("empty")} />
      {emails.data && emails.data.total > SHOWN ? <p className="muted small">{t("latest", { shown: SHOWN, total: emails.data.total })}</p> : null}
      {open ? <EmailViewer emailId={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
