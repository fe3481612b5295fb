"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { ConfirmDialog, type Confirmation } from "@/components/common/confirm-dialog";
import { useMuseum } from "@/components/shell/museum-context";
import { errorText } from "@/lib/dashboard/dashboard-error";
import { cancelOrder, extendOrder, fetchOrder, sendOrderTickets, voidTicket, type OrderTicket, type OrderView } from "@/lib/dashboard/documents/orders";
import { formatDateTime, formatMoney } from "@/lib/dashboard/form-values";
import { ORDER_STATUS_BADGE, ORDER_STATUS_WORDS } from "@/lib/dashboard/order-search";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { OrderTickets } from "./order-tickets";
import { OrderTimeline } from "./order-timeline";
import styles from "./orders.module.css";
import { Detail } from "@/components/common/detail";

export function OrderDetail({ orderId }: { orderId: string }) {
  const museum = useMuseum();
  const queryClient = useQueryClient();
  const key = [...museumKeys.orders(museum.id), "detail", orderId];
  const order = useQuery({ queryKey: key, queryFn: () => fetchOrder(museum.id, orderId, museum.timezone) });
  const [change, setChange] = useState<Confirmation | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: museumKeys.orders(museum.id) });
  const hold = useMutation({
    mutationFn: async (action: "extend" | "cancel") => {
      if (action === "extend") await extendOrder(museum.id, orderId);
      else await cancelOrder(museum.id, orderId);
    },
    onSuccess: (_, action) => {
      setMessage(action === "extend" ? "The hold is extended." : "The order is cancelled: its places are free again.");
      return refresh();
    },
  });

  if (order.isPending) return <p className="empty">Loading the order…</p>;
  if (order.isError) return <p className="alert alert-danger">{errorText(order.error)}</p>;
  const view = order.data;
  const { order: data, timeZone } = view;
  const canChange = museum.permissionToModifyMuseum;
  const ticketNumber = (id: string | null) => `Ticket ${view.tickets.findIndex((ticket) => ticket.id === id) + 1}`;

  function askVoid(ticket: OrderTicket, number: number) {
    setChange({
      title: `Void ticket ${number}?`,
      text: "Its code will no longer admit at the door and its place becomes free for someone else. Voiding cannot be undone; a refund is made outside Foyer.",
      confirm: `Void ticket ${number}`,
      danger: true,
      run: () => voidTicket(museum.id, ticket.id),
      done: `Ticket ${number} is voided.`,
    });
  }

  function askResend() {
    setChange({
      title: "Send the tickets again?",
      text: `An email with every valid ticket of this order goes to ${data.email}. Codes already sent stay valid.`,
      confirm: "Send the tickets",
      danger: false,
      run: () => sendOrderTickets(museum.id, orderId),
      done: `The tickets are queued for ${data.email}.`,
    });
  }

  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <p className="small">
            <Link href={`/museums/${museum.id}/orders`}>Orders</Link> /
          </p>
          <h1>Order for {data.email ?? "a visitor without email"}</h1>
          <p className="mono small">{data.id}</p>
        </div>
        <span className={ORDER_STATUS_BADGE[data.status]}>{ORDER_STATUS_WORDS[data.status]}</span>
      </header>
      <OrderSummary view={view} />
      <section className="card stack-tight" aria-labelledby="order-actions-heading">
        <h2 id="order-actions-heading">Actions</h2>
        <div className={styles.actions}>
          <button className="button" type="button" disabled={!canChange || data.status !== "HELD" || hold.isPending} onClick={() => hold.mutate("extend")}>
            Extend the hold
          </button>
          <button className="button button-danger" type="button" disabled={!canChange || data.status !== "HELD" || hold.isPending} onClick={() => hold.mutate("cancel")}>
            Cancel the order
          </button>
          <button className="button" type="button" disabled={!canChange || data.status !== "CONFIRMED" || !data.email} onClick={askResend}>
            Send the tickets again
          </button>
        </div>
        {canChange ? null : <p className="muted small">Your role ({museum.role.toLowerCase()}) may look at orders but not change them.</p>}
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
  const { order, slot, timeZone, ticketTypeNames } = view;
  return (
    <section className="card" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className="visually-hidden">
        Summary
      </h2>
      <dl className="form-grid" style={{ margin: 0 }}>
        <Detail label="Visit" value={slot ? `${slot.event?.name ?? "Time slot"}, ${formatDateTime(slot.startsAt, timeZone)} (${timeZone} time)` : "—"} />
        <Detail label="Email" value={order.email ?? "—"} />
        <Detail label="Made" value={formatDateTime(order.createdAt, timeZone)} />
        {order.status === "HELD" ? <Detail label="Held until" value={formatDateTime(order.expiresAt, timeZone)} /> : null}
        <Detail
          label="Lines"
          value={order.lines.map((line) => `${line.quantity} × ${ticketTypeNames.get(line.ticketTypeId) ?? "Ticket"} at ${formatMoney(line.unitPrice, line.currency)}`).join("; ")}
        />
        <Detail label="Total" value={formatMoney(order.total, order.currency)} />
      </dl>
      {order.customerId ? (
        <p className="small">
          <Link href={`/museums/${museum.id}/customers/${order.customerId}`}>See the customer</Link>
        </p>
      ) : null}
    </section>
  );
}
