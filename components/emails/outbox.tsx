"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type Column } from "@/components/common/data-table";
import { Pager } from "@/components/common/pager";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { errorText } from "@/lib/dashboard/dashboard-error";
import { formatDateTime } from "@/lib/dashboard/form-values";
import { museumKeys } from "@/lib/dashboard/query-keys";

interface OutboxEmail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  language: string;
  status: "QUEUED" | "SENDING" | "SENT" | "FAILED";
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
  history: { attemptNumber: number; transport: string; startedAt: string; ok: boolean; error: string | null }[];
}

const PAGE_SIZE = 25;
const statusBadge: Record<OutboxEmail["status"], string> = { QUEUED: "badge", SENDING: "badge badge-accent", SENT: "badge badge-success", FAILED: "badge badge-danger" };

const columns: Column<OutboxEmail>[] = [
  { header: "Queued", cell: (email) => formatDateTime(email.createdAt) },
  { header: "To", className: "mono", cell: (email) => email.to },
  {
    header: "Subject",
    cell: (email) => (
      <>
        {email.subject}
        <div className="muted small">
          {email.kind.toLowerCase().replaceAll("_", " ")} · {email.language}
        </div>
      </>
    ),
  },
  {
    header: "State",
    cell: (email) => (
      <>
        <span className={statusBadge[email.status]}>{email.status.toLowerCase()}</span>
        <div className="muted small">
          {email.sentAt ? `sent ${formatDateTime(email.sentAt)}` : email.nextAttemptAt ? `next try ${formatDateTime(email.nextAttemptAt)}` : null}
        </div>
      </>
    ),
  },
  { header: "Attempts", numeric: true, cell: (email) => <Attempts email={email} /> },
];

/** The attempt count, opening onto each attempt's time, transport and outcome. */
function Attempts({ email }: { email: OutboxEmail }) {
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
                {formatDateTime(attempt.startedAt)} · {attempt.transport} · {attempt.ok ? "delivered" : (attempt.error ?? "failed")}
              </li>
            ))}
          </ol>
        </details>
      )}
      {email.lastError ? <div className="field-error">{email.lastError}</div> : null}
    </>
  );
}

/** Every email the museum sent or is sending, oldest first (the outbox's order), with its attempts. */
export function Outbox() {
  const museum = useMuseum();
  const [page, setPage] = useState(0);
  const emails = useQuery({
    queryKey: museumKeys.emails(museum.id, page),
    queryFn: () => dashboardApi<{ total: number; list: OutboxEmail[] }>(museum.id, `emails?limit=${PAGE_SIZE}&offset=${page * PAGE_SIZE}`),
    refetchInterval: 3_000,
    placeholderData: keepPreviousData,
  });

  return (
    <section className="card" aria-labelledby="outbox-heading">
      <div className="card-header">
        <div>
          <h2 id="outbox-heading">Outbox</h2>
          <p className="muted small">Oldest first; states update every few seconds.</p>
        </div>
        {emails.data ? <Pager label="Outbox pages" page={page} pageSize={PAGE_SIZE} total={emails.data.total} onPage={setPage} /> : null}
      </div>
      {emails.isError ? <p className="alert alert-danger">{errorText(emails.error)}</p> : null}
      <DataTable label="Outbox" columns={columns} page={emails.data} empty="No emails yet. Membership emails are sent from a customer’s page or through the API." />
    </section>
  );
}
