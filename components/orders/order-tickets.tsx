"use client";

import { useTranslations } from "use-intl";
import type { OrderTicket } from "@/lib/dashboard/documents/orders";
import { formatDateTime, formatMoney } from "@/lib/dashboard/form-values";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import styles from "./orders.module.css";

/** A ticket's state in plain words: admitted (when and where), voided, cancelled or valid. */
function ticketState(ticket: OrderTicket, timeZone: string, t: ReturnType<typeof useTranslations<"OrderTickets">>, locale: string): { words: string; badge: string } {
  if (ticket.status === "VOIDED") return { words: t("voided"), badge: "badge badge-danger" };
  if (ticket.status === "CANCELLED") return { words: t("cancelled"), badge: "badge" };
  const admitted = ticket.checkIns[0];
  if (admitted) {
    const time = formatDateTime(admitted.checkedInAt, timeZone, locale);
    return { words: admitted.entrance ? t("admittedAt", { time, entrance: admitted.entrance }) : t("admitted", { time }), badge: "badge badge-accent" };
  }
  return { words: t("valid"), badge: "badge badge-success" };
}

/** The order's tickets, numbered as the ticket email numbers them, each with its void button. */
export function OrderTickets({
  tickets,
  timeZone,
  ticketTypeNames,
  canChange,
  onVoid,
}: {
  tickets: OrderTicket[];
  timeZone: string;
  ticketTypeNames: Map<string, string>;
  canChange: boolean;
  onVoid: (ticket: OrderTicket, number: number) => void;
}) {
  const t = useTranslations("OrderTickets");
  const locale = useDisplayLocale();
  return (
    <section className="stack-tight" aria-labelledby="order-tickets-heading">
      <h2 id="order-tickets-heading">{t("heading")}</h2>
      {tickets.length === 0 ? <p className="card empty">{t("none")}</p> : null}
      <ul className={styles.cards} aria-label={t("heading")}>
        {tickets.map((ticket, index) => {
          const state = ticketState(ticket, timeZone, t, locale);
          return (
            <li key={ticket.id} className={`card ${styles.orderCard}`}>
              <span className={styles.orderWho}>
                <strong>
                  {t("ticket", { number: index + 1, type: ticketTypeNames.get(ticket.ticketTypeId) ?? t("unnamed") })}
                </strong>
              </span>
              <span className={state.badge}>{state.words}</span>
              <span className="small">{formatMoney(ticket.price, ticket.currency, locale)}</span>
              <span className={styles.actions}>
                <button className="button button-danger" type="button" disabled={!canChange || ticket.status !== "VALID"} onClick={() => onVoid(ticket, index + 1)}>
                  {t("void", { number: index + 1 })}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
