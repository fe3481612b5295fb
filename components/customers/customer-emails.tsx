"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type Column } from "@/components/common/data-table";
import { EmailViewer } from "@/components/emails/email-viewer";
import { EmailState, OpenEmail } from "@/components/emails/outbox";
import { useMuseum } from "@/components/shell/museum-context";
import { errorText } from "@/lib/dashboard/dashboard-error";
import { formatDateTime } from "@/lib/dashboard/form-values";
import { fetchOutbox, type OutboxEmail } from "@/lib/dashboard/outbox";
import { museumKeys } from "@/lib/dashboard/query-keys";

const SHOWN = 50;

/** The emails sent about this customer's memberships and orders, newest first; each opens onto what was sent. */
export function CustomerEmails({ customerId }: { customerId: string }) {
  const museum = useMuseum();
  const [open, setOpen] = useState<string | null>(null);
  const emails = useQuery({
    queryKey: museumKeys.customerEmails(museum.id, customerId),
    queryFn: () => fetchOutbox(museum.id, { limit: SHOWN, offset: 0, customerId }),
    refetchInterval: 3_000,
  });
  const columns: Column<OutboxEmail>[] = [
    { header: "Queued", cell: (email) => formatDateTime(email.createdAt) },
    { header: "Subject", cell: (email) => <OpenEmail email={email} onOpen={setOpen} /> },
    { header: "To", className: "mono", cell: (email) => email.to },
    { header: "State", cell: (email) => <EmailState email={email} /> },
  ];

  return (
    <section className="card stack-tight" aria-labelledby="customer-emails-heading">
      <div>
        <h2 id="customer-emails-heading">Emails</h2>
        <p className="muted small">Sent to this customer about their memberships and orders, newest first. Choose a subject to read the email.</p>
      </div>
      {emails.isError ? <p className="alert alert-danger">{errorText(emails.error)}</p> : null}
      <DataTable label="Emails to this customer" columns={columns} page={emails.data} empty="No emails sent to this customer yet." />
      {emails.data && emails.data.total > SHOWN ? <p className="muted small">The latest {SHOWN} of {emails.data.total}; the Emails page lists every email.</p> : null}
      {open ? <EmailViewer emailId={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
