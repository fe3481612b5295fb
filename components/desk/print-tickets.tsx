"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { QrImage } from "@/components/common/qr-image";
import { useMuseum } from "@/components/shell/museum-context";
import { timeIn } from "@/lib/dashboard/calendar-day";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { fetchSoldOrder, sendDeskTickets, type SoldOrder } from "@/lib/dashboard/documents/desk-sale";
import { formatDate, formatMoney } from "@/lib/dashboard/form-values";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";
import styles from "./desk.module.css";

type Paper = "a4" | "receipt";

const EMAIL_POLL_MS = 3_000;

// Only the tickets are printed: on A4 sheets three across, or one below the other on an 80 mm
// receipt roll (docs/dashboard.md, "Sell tickets").
const printRules = (paper: Paper) => `
@page { size: ${paper === "a4" ? "A4" : "80mm auto"}; margin: ${paper === "a4" ? "12mm" : "0"}; }
@media print {
  body * { visibility: hidden; }
  [data-printed-tickets], [data-printed-tickets] * { visibility: visible; }
  [data-printed-tickets] { position: absolute; inset: 0 auto auto 0; width: ${paper === "a4" ? "100%" : "72mm"}; color: #000; }
  [data-printed-tickets] ul { display: ${paper === "a4" ? "grid" : "block"}; grid-template-columns: repeat(3, 1fr); }
  [data-printed-tickets] img { width: ${paper === "a4" ? "50mm" : "60mm"}; height: auto; }
  [data-ticket] { break-inside: avoid; ${paper === "receipt" ? "border: 0; border-bottom: 1px dashed #000; padding: 4mm 0;" : ""} }
}`;

export function PrintTickets({ orderId }: { orderId: string }) {
  const errorText = useErrorText();
  const museum = useMuseum();
  const t = useTranslations("PrintTickets");
  const locale = useDisplayLocale();
  const [paper, setPaper] = useState<Paper>("a4");
  const language = useLocale();
  const sold = useQuery({
    queryKey: [...museumKeys.all(museum.id), "desk-order", orderId, language],
    queryFn: () => fetchSoldOrder(museum.id, orderId, language),
    // While the ticket email waits in the outbox or is being sent, the page asks again, so it says once it is sent.
    refetchInterval: (query) => (["QUEUED", "SENDING"].includes(query.state.data?.ticketEmail?.status ?? "") ? EMAIL_POLL_MS : false),
  });
  const send = useMutation({ mutationFn: () => sendDeskTickets(museum.id, orderId), onSuccess: () => sold.refetch() });

  if (sold.isPending) return <p className="empty">{t("loading")}</p>;
  if (sold.isError) return <p role="alert">{t("loadError", { error: errorText(sold.error) })}</p>;
  const { order } = sold.data;
  const tickets = order.tickets.filter((ticket) => ticket.status === "VALID");

  return (
    <div className="stack">
      <style>{printRules(paper)}</style>
      <header className="page-header">
        <div>
          <h1>{t("heading")}</h1>
          <p className="small" data-order-number="">{t("number", { number: order.number })}</p>
          <p>{t("summary", { count: tickets.length, total: formatMoney(order.total, order.currency, locale), method: order.paymentMethod ?? "other" })}</p>
        </div>
        <Link className="button" href={`/museums/${museum.id}/desk`}>
          {t("sellMore")}
        </Link>
      </header>

      <div className={`card ${styles.printChoice}`}>
        <fieldset className={styles.payment}>
          <legend>{t("paper")}</legend>
          {(["a4", "receipt"] as const).map((choice) => (
            <label key={choice} className={styles.paymentChoice}>
              <input type="radio" name="paper" value={choice} checked={paper === choice} onChange={() => setPaper(choice)} />
              {choice === "a4" ? t("a4") : t("receipt")}
            </label>
          ))}
        </fieldset>
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          {t("print")}
        </button>
        {order.email ? (
          // The sale already emailed the tickets (docs/orders.md, "Ticket delivery"): this sends them again.
          <div className={styles.send}>
            <p className="small" role="status" data-email-status={sold.data.ticketEmail?.status ?? "NONE"}>
              {t("ticketEmail", { email: sold.data.ticketEmail?.to ?? order.email, status: sold.data.ticketEmail?.status ?? "NONE" })}
            </p>
            <button type="button" className="button" disabled={send.isPending || send.isSuccess} onClick={() => send.mutate()}>
              {t("sendAgain")}
            </button>
          </div>
        ) : (
          <p className={`small ${styles.send}`}>{t("notEmailed")}</p>
        )}
        {send.isError ? <p role="alert">{t("sendError", { error: errorText(send.error) })}</p> : null}
      </div>

      <section data-printed-tickets="" data-paper={paper} aria-label={t("toPrint")}>
        <ul className={styles.tickets}>
          {order.group && order.groupQrData ? (
            // A group visit's one code comes first: the leader shows it at the door (docs/orders.md, "Group visits").
            <li className={styles.ticket} data-ticket="" data-group-code="">
              <QrImage qrData={order.groupQrData} label={t("groupQrLabel", { group: order.group.name })} />
              <strong>{t("groupCode", { group: order.group.name, count: order.group.size })}</strong>
              {order.group.leaderName ? <span className="small">{t("groupLeader", { name: order.group.leaderName })}</span> : null}
              <SlotLine sold={sold.data} />
              <span className="small">{t("number", { number: order.number })}</span>
              <span className="small">{museum.name}</span>
            </li>
          ) : null}
          {tickets.map((ticket, index) => (
            <li key={ticket.id} className={styles.ticket} data-ticket="">
              <QrImage qrData={ticket.qrData} label={t("qrLabel", { number: index + 1 })} />
              <strong>{sold.data.typeNames.get(ticket.ticketTypeId) ?? t("ticket")}</strong>
              <SlotLine sold={sold.data} />
              <span className="small">{t("number", { number: order.number })}</span>
              <span className="small">{museum.name}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function SlotLine({ sold }: { sold: SoldOrder }) {
  const locale = useDisplayLocale();
  if (!sold.slot) return null;
  // The slot's own zone: its location's, else the museum's, as on the desk (docs/dashboard.md).
  const zone = sold.slot.timeZone;
  const start = new Date(sold.slot.startsAt);
  return (
    <span className="small">
      {sold.slot.event?.name ? `${sold.slot.event.name} · ` : ""}
      {formatDate(sold.slot.startsAt, zone, locale)} {timeIn(start, zone, locale)} – {timeIn(new Date(sold.slot.endsAt), zone, locale)} ({zoneInWords(zone, locale)})
    </span>
  );
}
