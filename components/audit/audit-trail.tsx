"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { DataTable, type Column } from "@/components/common/data-table";
import { Pager } from "@/components/common/pager";
import { useCustomerFields } from "@/components/customers/use-customer-fields";
import { useMuseum } from "@/components/shell/museum-context";
import { auditFieldChanges } from "@/lib/dashboard/audit-diff";
import { auditActionWords, auditFieldLabel, auditRecordName, auditValueText, type AuditReading } from "@/lib/dashboard/audit-words";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { formatDateTime } from "@/lib/dashboard/form-values";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { auditEntities, isAuditEntity } from "@/lib/domain/audit/audit-entities";
import { zoneInWords } from "@/lib/i18n/zone-words";

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

function Changes({ entry, reading }: { entry: AuditEntry; reading: AuditReading }) {
  const t = useTranslations("AuditTrail");
  const changes = auditFieldChanges(entry.before, entry.after, (field, value) => auditValueText(field, value, reading));
  if (changes.length === 0) return <span className="muted">{t("noFieldChanged")}</span>;
  return (
    <details>
      <summary>{t("fieldCount", { count: changes.length })}</summary>
      <dl className="audit-changes small">
        {changes.map((change) => (
          <div key={change.field}>
            <dt>{auditFieldLabel(change.field, reading.words, entry.entity)}</dt>
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
  const errorText = useErrorText();
  const t = useTranslations("AuditTrail");
  const words = useTranslations("AuditWords");
  const locale = useDisplayLocale();
  const museum = useMuseum();
  const customFields = useCustomerFields();
  const reading: AuditReading = {
    timeZone: museum.timezone,
    words,
    locale,
    customFieldLabels: Object.fromEntries((customFields.data?.list ?? []).map((field) => [field.key, field.label])),
  };
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

  const entityLabel = (entity: string) => (isAuditEntity(entity) ? t(`entities.${entity}`) : auditFieldLabel(entity, words));
  const kindOf = (entry: AuditEntry) => entityLabel(entry.entity);
  const actorText = (actor: AuditEntry["actor"]) => {
    if (!actor) return "—";
    const kind = actor.kind === "user" ? t("staff") : t("apiKey");
    return actor.label ? t("actorLabelled", { label: actor.label, kind }) : t("actorUnlabelled", { kind, id: actor.id.slice(0, 8) });
  };
  const columns: Column<AuditEntry>[] = [
    { header: t("when"), cell: (entry) => formatDateTime(entry.at, museum.timezone, locale) },
    { header: t("who"), cell: (entry) => actorText(entry.actor) },
    { header: t("what"), cell: (entry) => t("whatHappened", { kind: kindOf(entry), action: auditActionWords(entry.action, words) }) },
    {
      header: t("record"),
      cell: (entry) => (
        <button
          type="button"
          className="button button-small button-ghost"
          onClick={() => narrow({ entity: entry.entity, entityId: entry.entityId })}
          aria-label={t("onlyHistoryOf", { name: auditRecordName(entry.before, entry.after, kindOf(entry), entry.entityId) })}
        >
          {auditRecordName(entry.before, entry.after, kindOf(entry), entry.entityId)}
        </button>
      ),
    },
    { header: t("changes"), cell: (entry) => <Changes entry={entry} reading={reading} /> },
  ];

  return (
    <section className="card" aria-labelledby="audit-heading">
      <div className="card-header">
        <div>
          <h2 id="audit-heading">{t("changes")}</h2>
          <p className="muted small">
            {entityId ? t("historyOfOne", { kind: entityLabel(entity), lowerKind: entityLabel(entity).toLowerCase(), id: entityId }) : t("newestFirst")} {t("timesIn", { timeZone: zoneInWords(museum.timezone, locale) })}
          </p>
        </div>
        {entries.data ? <Pager label={t("pages")} page={page} pageSize={PAGE_SIZE} total={entries.data.total} onPage={setPage} /> : null}
      </div>
      <div className="cluster audit-filters">
        <div className="field">
          <label className="field-label" htmlFor="audit-entity">
            {t("kindOfRecord")}
          </label>
          <select id="audit-entity" className="select" value={entity} onChange={(event) => narrow({ entity: event.target.value })}>
            <option value="">{t("all")}</option>
            {auditEntities.map((kind) => (
              <option key={kind} value={kind}>
                {t(`entities.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        {entityId ? (
          <button type="button" className="button button-small" onClick={() => narrow({})}>
            {t("showEvery")}
          </button>
        ) : null}
      </div>
      {entries.isError ? <p className="alert alert-danger">{errorText(entries.error)}</p> : null}
      <DataTable label={t("label")} columns={columns} page={entries.data} empty={t("empty")} />
    </section>
  );
}
