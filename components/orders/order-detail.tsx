"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { ConfirmDialog, type Confirmation } from "@/components/common/confirm-dialog";
import { useMuseum } from "@/components/shell/museum-context";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { cancelOrder, extendOrder, fetchOrder, sendOrderTickets, voidTicket, type OrderTicket, type OrderView } from "@/lib/dashboard/documents/orders";
import { formatDate, formatDateTime, formatMoney } from "@/lib/dashboard/form-values";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { ORDER_STATUS_BADGE } from "@/lib/dashboard/order-search";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { OrderGroup } from "./order-group";
import { OrderPayment, orderActionReasons } from "./order-payment";
import { OrderTickets } from "./order-tickets";
import { OrderTimeline } from "./order-timeline";
import styles from "./orders.module.css";
import { Detail } from "@/components/common/detail";

export function OrderDetail({ orderId }: { orderId: string }) {
  const errorText = useErrorText();
  const museum = useMuseum();
  const t = useTranslations("OrderDetail");
  const statusWords = useTranslations("OrderStatus");
  const queryClient = useQueryClient();
  const language = useLocale();
  const key = [...museumKeys.orders(museum.id), "detail", orderId, language];
  const order = useQuery({ queryKey: key, queryFn: () => fetchOrder(museum.id, orderId, museum.timezone, language) });
  const [change, setChange] = useState<Confirmation | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: museumKeys.orders(museum.id) });
  const paymentWords = useTranslations("OrderPayment");
  const hold = useMutation({
    mutationFn: async (action: "extend" | "cancel") => {
      if (action === "extend") await extendOrder(museum.id, orderId);
      else await cancelOrder(museum.id, orderId);
    },
    onSuccess: (_, action) => {
      setMessage(action === "extend" ? t("extended") : t("cancelled"));
      return refresh();
    },
  });

  if (order.isPending) return <p className="empty">{t("loading")}</p>;
  if (order.isError) return <p className="alert alert-danger">{errorText(order.error)}</p>;
  const view = order.data;
  const { order: data, timeZone } = view;
  const canChange = museum.permissionToModifyMuseum;
  const reasons = orderActionReasons(data, canChange, paymentWords);
  const ticketNumber = (id: string | null) => t("ticketNumber", { number: view.tickets.findIndex((ticket) => ticket.id === id) + 1 });

  function askVoid(ticket: OrderTicket, number: number) {
    setChange({
      title: t("voidTitle", { number }),
      text: t("voidText"),
      confirm: t("voidConfirm", { number }),
      danger: true,
      run: () => voidTicket(museum.id, ticket.id),
      done: t("voided", { number }),
    });
  }

  function askResend() {
    setChange({
      title: t("resendTitle"),
      text: t("resendText", { email: data.email ?? "" }),
      confirm: t("resendConfirm"),
      danger: false,
      run: () => sendOrderTickets(museum.id, orderId),
      done: t("resent", { email: data.email ?? "" }),
    });
  }

  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <p className="small">
            <Link href={`/museums/${museum.id}/orders`}>{t("orders")}</Link> /
          </p>
          <h1>{t("heading", { who: data.email ?? t("noEmailVisitor") })}</h1>
          <p className="small" data-order-number="">{t("number", { number: data.number })}</p>
        </div>
        <span className={ORDER_STATUS_BADGE[data.status]}>{statusWords(data.status)}</span>
      </header>
      <OrderSummary view={view} />
      <OrderGroup view={view} />
      <section className="card stack-tight" aria-labelledby="order-actions-heading">
        <h2 id="order-actions-heading">{t("actions")}</h2>
        <div className={styles.actions}>
          <button className="button" type="button" disabled={!canChange || data.status !== "HELD" || hold.isPending} aria-describedby={reasons.hold ? "order-hold-why" : undefined} onClick={() => hold.mutate("extend")}>
            {t("extend")}
          </button>
          <button className="button button-danger" type="button" disabled={!canChange || data.status !== "HELD" || hold.isPending} aria-describedby={reasons.hold ? "order-hold-why" : undefined} onClick={() => hold.mutate("cancel")}>
            {t("cancel")}
          </button>
          <button className="button" type="button" disabled={!canChange || data.status !== "CONFIRMED" || !data.email} aria-describedby={reasons.resend ? "order-resend-why" : undefined} onClick={askResend}>
            {t("resend")}
          </button>
        </div>
        {reasons.hold ? <p className="muted small" id="order-hold-why">{reasons.hold}</p> : null}
        {reasons.resend ? <p className="muted small" id="order-resend-why">{reasons.resend}</p> : null}
        {canChange ? null : <p className="muted small">{t("readOnly", { role: museum.role.toLowerCase() })}</p>}
        {hold.isError ? (
          <p className="alert alert-danger" role="alert">
            {errorText(hold.error)}
          </p>
        ) : null}
        {message ? (
          <p className="alert alert-success" role="status">
            {message}
          </p>
        ) : null}
      </section>
      <OrderTimeline events={view.timeline} timeZone={timeZone} ticketNumber={ticketNumber} />
      <OrderTickets tickets={view.tickets} timeZone={timeZone} ticketTypeNames={view.ticketTypeNames} canChange={canChange} onVoid={askVoid} />
      {change ? (
        <ConfirmDialog
          confirmation={change}
          onCancel={() => setChange(null)}
          onDone={(done) => {
            setChange(null);
            setMessage(done);
            void refresh();
          }}
        />
      ) : null}
    </div>
  );
}

function OrderSummary({ view }: { view: OrderView }) {
  const museum = useMuseum();
  const t = useTranslations("OrderDetail");
  const personal = useTranslations("PersonalData");
  const locale = useDisplayLocale();
  const { order, slot, timeZone, ticketTypeNames } = view;
  return (
    <section className="card" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className="visually-hidden">
        {t("summary")}
      </h2>
      <dl className="form-grid" style={{ margin: 0 }}>
        <Detail label={t("visit")} value={slot ? t("visitValue", { event: slot.event?.name ?? t("timeSlot"), time: formatDateTime(slot.startsAt, timeZone, locale), timeZone: zoneInWords(timeZone, locale) }) : "—"} />
        <Detail label={t("email")} value={order.email ?? "—"} />
        {order.personalDataRemovedAt ? (
          <Detail label={personal("detailsLabel")} value={personal("detailsRemovedOn", { date: formatDate(order.personalDataRemovedAt, timeZone, locale), timeZone: zoneInWords(timeZone, locale) })} />
        ) : null}
        <Detail label={t("made")} value={formatDateTime(order.createdAt, timeZone, locale)} />
        {order.status === "HELD" ? <Detail label={t("heldUntil")} value={formatDateTime(order.expiresAt, timeZone, locale)} /> : null}
        <Detail
          label={t("lines")}
          value={order.lines.map((line) => t("line", { quantity: line.quantity, type: ticketTypeNames.get(line.ticketTypeId) ?? t("ticket"), price: formatMoney(line.unitPrice, line.currency, locale) })).join("; ")}
        />
        <OrderPayment view={view} />
      </dl>
      {order.customerId ? (
        <p className="small">
          <Link href={`/museums/${museum.id}/customers/${order.customerId}`}>{t("seeCustomer")}</Link>
        </p>
      ) : null}
    </section>
  );
}
