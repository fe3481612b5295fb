"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type Column } from "@/components/common/data-table";
import { Pager } from "@/components/common/pager";
import { useMuseum } from "@/components/shell/museum-context";
import { auditFieldChanges } from "@/lib/dashboard/audit-diff";
import { auditActionWords, auditFieldLabel, auditRecordName, auditValueText } from "@/lib/dashboard/audit-words";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { errorText } from "@/lib/dashboard/dashboard-error";
import { formatDateTime } from "@/lib/dashboard/form-values";
import { museumKeys } from "@/lib/dashboard/query-keys";

interface AuditEntry {
  id: string;
  at: string;
  actor: { kind: "user" | "apiKey"; id: string; label: string | null } | null;
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
}

const PAGE_SIZE = 25;

const entityLabels: Record<string, string> = {
  location: "Location",
  event: "Event",
  timeSlot: "Time slot",
  ticketType: "Ticket type",
  ticketReservation: "Reservation",
  ticket: "Ticket",
  customer: "Customer",
  customerField: "Customer field",
  membership: "Membership",
  apiKey: "API key",
  museum: "Museum settings",
  email: "Email",
  order: "Order",
  schedule: "Schedule",
  webhookEndpoint: "Webhook endpoint",
  assistant: "Connected assistant",
  savedFilter: "Saved filter",
};

function actorText(actor: AuditEntry["actor"]): string {
  if (!actor) return "—";
  const kind = actor.kind === "user" ? "staff" : "API key";
  return actor.label ? `${actor.label} (${kind})` : `${kind} ${actor.id.slice(0, 8)}`;
}

function Changes({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const changes = auditFieldChanges(entry.before, entry.after, (field, value) => auditValueText(field, value, timeZone));
  if (changes.length === 0) return <span className="muted">no field changed</span>;
  return (
    <details>
      <summary>
        {changes.length} {changes.length === 1 ? "field" : "fields"}
      </summary>
      <dl className="audit-changes small">
        {changes.map((change) => (
          <div key={change.field}>
            <dt>{auditFieldLabel(change.field)}</dt>
            <dd>
              {change.before !== undefined ? <del>{change.before}</del> : null}
              {change.before !== undefined && change.after !== undefined ? " → " : null}
              {change.after !== undefined ? <ins>{change.after}</ins> : null}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** Every change staff and API keys made in this museum, newest first, narrowed by kind or record. */
export function AuditTrail() {
  const museum = useMuseum();
  const [entity, setEntity] = useState("");
  const [entityId, setEntityId] = useState("");
  const [page, setPage] = useState(0);
  const search = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(page * PAGE_SIZE), ...(entity ? { entity } : {}), ...(entityId ? { entityId } : {}) });
  const entries = useQuery({
    queryKey: museumKeys.auditEntries(museum.id, entity, entityId, page),
    queryFn: () => dashboardApi<{ total: number; list: AuditEntry[] }>(museum.id, `audit-entries?${search}`),
    placeholderData: keepPreviousData,
  });
  const narrow = (next: { entity?: string; entityId?: string }) => {
    if (next.entity !== undefined) setEntity(next.entity);
    setEntityId(next.entityId ?? "");
    setPage(0);
  };

  const kindOf = (entry: AuditEntry) => entityLabels[entry.entity] ?? auditFieldLabel(entry.entity);
  const columns: Column<AuditEntry>[] = [
    { header: "When", cell: (entry) => formatDateTime(entry.at, museum.timezone) },
    { header: "Who", cell: (entry) => actorText(entry.actor) },
    { header: "What", cell: (entry) => `${kindOf(entry)} ${auditActionWords(entry.action)}` },
    {
      header: "Record",
      cell: (entry) => (
        <button
          type="button"
          className="button button-small button-ghost"
          onClick={() => narrow({ entity: entry.entity, entityId: entry.entityId })}
          aria-label={`Show only the history of ${auditRecordName(entry.before, entry.after, kindOf(entry), entry.entityId)}`}
        >
          {auditRecordName(entry.before, entry.after, kindOf(entry), entry.entityId)}
        </button>
      ),
    },
    { header: "Changes", cell: (entry) => <Changes entry={entry} timeZone={museum.timezone} /> },
  ];

  return (
    <section className="card" aria-labelledby="audit-heading">
      <div className="card-header">
        <div>
          <h2 id="audit-heading">Changes</h2>
          <p className="muted small">
            {entityId ? `The history of one ${(entityLabels[entity] ?? entity).toLowerCase()} (${entityId}).` : "Newest first."} Times are in {museum.timezone}, the museum’s time zone.
          </p>
        </div>
        {entries.data ? <Pager label="Audit trail pages" page={page} pageSize={PAGE_SIZE} total={entries.data.total} onPage={setPage} /> : null}
      </div>
      <div className="cluster audit-filters">
        <div className="field">
          <label className="field-label" htmlFor="audit-entity">
            Kind of record
          </label>
          <select id="audit-entity" className="select" value={entity} onChange={(event) => narrow({ entity: event.target.value })}>
            <option value="">All</option>
            {Object.entries(entityLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {entityId ? (
          <button type="button" className="button button-small" onClick={() => narrow({})}>
            Show every record
          </button>
        ) : null}
      </div>
      {entries.isError ? <p className="alert alert-danger">{errorText(entries.error)}</p> : null}
      <DataTable label="Audit trail" columns={columns} page={entries.data} empty="No changes yet. Every change staff or an API key make appears here." />
    </section>
  );
}
