"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { errorText } from "@/lib/dashboard/dashboard-error";
import { fetchCustomer, sendMembershipEmail, type CustomerDetail as Customer, type MembershipEmail } from "@/lib/dashboard/documents/people";
import { formatDate } from "@/lib/dashboard/form-values";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { MembershipQr } from "./membership-qr";
import { MembershipStatus } from "./membership-search";
import { Detail } from "@/components/common/detail";

export function CustomerDetail({ customerId }: { customerId: string }) {
  const museum = useMuseum();
  const customer = useQuery({ queryKey: museumKeys.customer(museum.id, customerId), queryFn: () => fetchCustomer(museum.id, customerId) });
  const fields = useQuery({
    queryKey: museumKeys.customerFields(museum.id),
    queryFn: () => dashboardApi<{ list: { key: string; label: string }[] }>(museum.id, "customer-fields"),
    staleTime: 60_000,
  });
  const labels = new Map(fields.data?.list.map((field) => [field.key, field.label]));

  if (customer.isPending) return <p className="empty">Loading the customer…</p>;
  if (customer.isError) return <p className="alert alert-danger">{errorText(customer.error)}</p>;
  if (!customer.data) return <p className="alert alert-warning">This customer does not exist in {museum.name}.</p>;
  const data = customer.data;
  const customFields = Object.entries(data.customFields);

  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <p className="small">
            <Link href={`/museums/${museum.id}/customers`}>Customers</Link> /
          </p>
          <h1>{data.name}</h1>
          <p>Customer since {formatDate(data.createdAt)}</p>
        </div>
      </header>
      <section className="card" aria-labelledby="customer-details-heading">
        <h2 id="customer-details-heading" className="visually-hidden">
          Details
        </h2>
        <dl className="form-grid" style={{ margin: 0 }}>
          <Detail label="Email" value={data.email ?? "—"} />
          <Detail label="Member number" value={data.memberNumber ?? "—"} />
          <Detail label="Language" value={data.language} />
          {customFields.map(([key, value]) => (
            <Detail key={key} label={labels.get(key) ?? key} value={Array.isArray(value) ? value.join(", ") : String(value ?? "—")} />
          ))}
        </dl>
      </section>
      <section className="stack-tight" aria-labelledby="memberships-heading">
        <h2 id="memberships-heading">Memberships</h2>
        {data.memberships.length === 0 ? <p className="card empty">No memberships.</p> : null}
        {data.memberships.map((membership) => (
          <MembershipCard key={membership.id} customer={data} membership={membership} />
        ))}
      </section>
    </div>
  );
}

function MembershipCard({ customer, membership }: { customer: Customer; membership: Customer["memberships"][number] }) {
  const museum = useMuseum();
  const [sent, setSent] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const send = useMutation({
    mutationFn: (email: MembershipEmail) => sendMembershipEmail(museum.id, membership.id, email),
    onSuccess: (_, email) => setSent(email === "receipt" ? "The membership email is queued." : "The cancellation email is queued."),
  });
  const canSend = museum.permissionToModifyMuseum && !!customer.email;
  const reason = !museum.permissionToModifyMuseum ? `Your role (${museum.role.toLowerCase()}) may not send emails.` : !customer.email ? "This customer has no email address." : null;
  const headingId = `membership-${membership.id}`;

  return (
    <article className="card" aria-labelledby={headingId} style={{ display: "flex", flexWrap: "wrap", gap: "1.5rem", justifyContent: "space-between" }}>
      <div className="stack-tight" style={{ flex: "1 1 18rem" }}>
        <div className="cluster">
          <h3 id={headingId}>{membership.name}</h3>
          <MembershipStatus membership={membership} now={now} timeZone={museum.timezone} />
          {membership.autoRenew ? <span className="badge badge-accent">Renews automatically</span> : null}
        </div>
        <p className="muted">
          Valid {formatDate(membership.validFrom, museum.timezone)} to {formatDate(membership.validTo, museum.timezone)} (calendar days in {museum.timezone})
        </p>
        <div className="cluster">
          <button className="button" type="button" disabled={!canSend || send.isPending} onClick={() => send.mutate("receipt")}>
            Send membership email
          </button>
          <button
            className="button"
            type="button"
            disabled={!canSend || !membership.autoRenew || send.isPending}
            title={membership.autoRenew ? undefined : "Only for memberships that renew automatically"}
            onClick={() => send.mutate("cancel-subscription")}
          >
            Send cancellation email
          </button>
        </div>
        {reason ? <p className="muted small">{reason}</p> : null}
        {send.isError ? (
          <p className="alert alert-danger" role="alert">
            {errorText(send.error)}
          </p>
        ) : null}
        {sent ? (
          <p className="alert alert-success" role="status">
            {sent} <Link href={`/museums/${museum.id}/emails`}>See the outbox</Link>
          </p>
        ) : null}
      </div>
      <MembershipQr qrData={membership.qrData} name={membership.name} />
    </article>
  );
}
