"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Pager } from "@/components/common/pager";
import { useMuseum } from "@/components/shell/museum-context";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { fetchOrders, visitTimeZones, type OrderItem } from "@/lib/dashboard/documents/orders";
import { formatDateTime, formatMoney } from "@/lib/dashboard/form-values";
import { ORDER_STATUS_BADGE } from "@/lib/dashboard/order-search";
import { ORDER_STATUSES, orderFilter, type OrderStatus } from "@/lib/domain/orders/order-search";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { museumKeys } from "@/lib/dashboard/query-keys";
import styles from "./orders.module.css";

const PAGE_SIZE = 20;

/**
 * Newest first: the list is kept oldest first everywhere (stable paging, docs/api.md), so this asks
 * for the total and then reads the page counted from the end.
 */
async function newestPage(museumId: string, museumTimeZone: string, filter: string | null, page: number) {
  const { total } = await fetchOrders(museumId, filter, 1, 0);
  const end = total - page * PAGE_SIZE;
  if (end <= 0) return { total, list: [] as OrderItem[], zones: new Map<string, string>() };
  const offset = Math.max(0, end - PAGE_SIZE);
  const { list } = await fetchOrders(museumId, filter, end - offset, offset);
  return { total, list: [...list].reverse(), zones: await visitTimeZones(museumId, list, museumTimeZone) };
}

export function OrderList() {
  const errorText = useErrorText();
  const museum = useMuseum();
  const t = useTranslations("OrderList");
  const statusWords = useTranslations("OrderStatus");
  const timeSlotId = useSearchParams().get("timeSlot");
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [page, setPage] = useState(0);
  const [now, setNow] = useState(() => new Date());
  const filter = orderFilter({ search, status, timeSlotId, now });
  const orders = useQuery({
    queryKey: [...museumKeys.orders(museum.id), "list", filter, page],
    queryFn: () => newestPage(museum.id, museum.timezone, filter, page),
    placeholderData: keepPreviousData,
  });

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(draft);
    setPage(0);
    setNow(new Date());
  }

  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>{t("title")}</h1>
          <p>{t("intro")}</p>
        </div>
      </header>
      <form className={`card ${styles.searchBar}`} role="search" onSubmit={onSearch}>
        <div className="field">
          <label className="field-label" htmlFor="order-search">
            {t("search")}
          </label>
          <input id="order-search" className="input" type="search" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={t("searchPlaceholder")} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="order-status">
            {t("status")}
          </label>
          <select
            id="order-status"
            className="input"
            value={status ?? ""}
            onChange={(event) => {
              setStatus((event.target.value || null) as OrderStatus | null);
              setPage(0);
              setNow(new Date());
            }}
          >
            <option value="">{t("anyStatus")}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusWords(value)}
              </option>
            ))}
          </select>
        </div>
        <button className="button button-primary" type="submit">
          {t("search")}
        </button>
      </form>
      {timeSlotId ? (
        <p className="card">
          {t("oneSlot")} <Link href={`/museums/${museum.id}/orders`}>{t("everyOrder")}</Link>
        </p>
      ) : null}
      {orders.isPending ? <p className="empty">{t("loading")}</p> : null}
      {orders.isError ? <p className="alert alert-danger">{errorText(orders.error)}</p> : null}
      {orders.data && orders.data.total === 0 ? <p className="card empty">{t("noMatch")}</p> : null}
      <ul className={styles.cards} aria-label={t("orders")}>
        {orders.data?.list.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} timeZone={orders.data.zones.get(order.id) ?? museum.timezone} />
          </li>
        ))}
      </ul>
      <Pager page={page} pageSize={PAGE_SIZE} total={orders.data?.total ?? 0} onPage={setPage} label={t("pages")} />
    </div>
  );
}

function OrderCard({ order, timeZone }: { order: OrderItem; timeZone: string }) {
  const museum = useMuseum();
  const t = useTranslations("OrderList");
  const statusWords = useTranslations("OrderStatus");
  const locale = useDisplayLocale();
  const quantity = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Link className={`card ${styles.orderCard}`} href={`/museums/${museum.id}/orders/${order.id}`}>
      <span className={styles.orderWho}>
        <strong>{order.email ?? t("noEmail")}</strong>
        <span className="muted small" data-order-number="">{t("number", { number: order.number })}</span>
      </span>
      <span className={ORDER_STATUS_BADGE[order.status]}>
        {statusWords(order.status)}
      </span>
      <span className="small">
        {t("tickets", { count: quantity, total: formatMoney(order.total, order.currency, locale) })}
      </span>
      <span className="muted small">{t("made", { time: formatDateTime(order.createdAt, timeZone, locale), timeZone: zoneInWords(timeZone, locale) })}</span>
    </Link>
  );
}
