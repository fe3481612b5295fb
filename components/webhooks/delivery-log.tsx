"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { DataTable, type Column } from "@/components/common/data-table";
import { Pager } from "@/components/common/pager";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { formatDateTime } from "@/lib/dashboard/form-values";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { eventLabel } from "@/lib/dashboard/webhook-event-words";
import { DeliveryDetail } from "./delivery-detail";
import { answerCode, DeliveryStatus } from "./delivery-status";
import type { DeliveryRow, EndpointRow, Page } from "./webhook-rows";
import styles from "./webhooks.module.css";
import { zoneInWords } from "@/lib/i18n/zone-words";

const PAGE_SIZE = 20;
/** How often the log is read again while it is open, so a delivery's outcome shows without reloading. */
const REFRESH_MS = 2_000;

/** An endpoint's deliveries, newest first; one opens onto its attempts and payload. */
export function DeliveryLog({ endpoint }: { endpoint: EndpointRow }) {
  const errorText = useErrorText();
  const t = useTranslations("DeliveryLog");
  const words = useTranslations("WebhookEvents");
  const locale = useDisplayLocale();
  const museum = useMuseum();
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const deliveries = useQuery({
    queryKey: museumKeys.webhookDeliveryPage(museum.id, endpoint.id, page),
    queryFn: () => dashboardApi<Page<DeliveryRow>>(museum.id, `webhook-endpoints/${endpoint.id}/deliveries?limit=${PAGE_SIZE}&offset=${page * PAGE_SIZE}`),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const headingId = `deliveries-${endpoint.id}-heading`;

  const columns: Column<DeliveryRow>[] = [
    {
      header: t("event"),
      cell: (delivery) => (
        <>
          {eventLabel(delivery.type, words)}
          <div className="mono muted small">{delivery.type}</div>
        </>
      ),
    },
    { header: t("status"), cell: (delivery) => <DeliveryStatus delivery={delivery} timeZone={museum.timezone} /> },
    { header: t("time"), cell: (delivery) => formatDateTime(delivery.createdAt, museum.timezone, locale) },
    { header: t("answerCode"), cell: (delivery) => answerCode(delivery.lastStatusCode, delivery.attempts > 0, t("noAnswer")) },
    { header: t("attempts"), numeric: true, cell: (delivery) => delivery.attempts },
    {
      header: t("details"),
      headerHidden: true,
      cell: (delivery) => (
        <button className="button button-small" type="button" aria-expanded={openId === delivery.id} onClick={() => setOpenId(openId === delivery.id ? null : delivery.id)}>
          {t("details")}
          <span className="visually-hidden">{t("detailsOf", { event: eventLabel(delivery.type, words), time: formatDateTime(delivery.createdAt, museum.timezone, locale) })}</span>
        </button>
      ),
    },
  ];

  return (
    <section className="stack-tight" aria-labelledby={headingId}>
      <div className="card-header" style={{ marginBottom: 0 }}>
        <div>
          <h4 id={headingId} className={styles.subheading}>
            {t("heading")}
          </h4>
          <p className="muted small">{t("hint", { timeZone: zoneInWords(museum.timezone, locale) })}</p>
        </div>
        {deliveries.data ? <Pager label={t("pages", { name: endpoint.description || endpoint.url })} page={page} pageSize={PAGE_SIZE} total={deliveries.data.total} onPage={setPage} /> : null}
      </div>
      {deliveries.isError ? <p className="alert alert-danger">{errorText(deliveries.error)}</p> : null}
      <DataTable label={t("deliveriesTo", { name: endpoint.description || endpoint.url })} columns={columns} page={deliveries.data} empty={t("empty")} />
      {openId ? <DeliveryDetail endpointId={endpoint.id} deliveryId={openId} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}
