"use client";

import type { OrderTicket } from "@/lib/dashboard/documents/orders";
import { formatDateTime, formatMoney } from "@/lib/dashboard/form-values";
import styles from "./orders.module.css";

/** A ticket's state in plain words: admitted (when and where), voided, cancelled or valid. */
function ticketState(ticket: OrderTicket, timeZone: string): { words: string; badge: string } {
  if (ticket.status === "VOIDED") return { words: "Voided", badge: "badge badge-danger" };
  if (ticket.status === "CANCELLED") return { words: "Cancelled", badge: "badge" };
  const admitted = ticket.checkIns[0];
  if (admitted) return { words: `Admitted ${formatDateTime(admitted.checkedInAt, timeZone)}${admitted.entrance ? ` at ${admitted.entrance}` : ""}`, badge: "badge badge-accent" };
  return { words: "Valid", badge: "badge badge-success" };
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
  return (
    <section className="stack-tight" aria-labelledby="order-tickets-heading">
      <h2 id="order-tickets-heading">Tickets</h2>
      {tickets.length === 0 ? <p className="card empty">No tickets yet: an order has tickets once it is confirmed.</p> : null}
      <ul className={styles.cards} aria-label="Tickets">
        {tickets.map((ticket, index) => {
          const state = ticketState(ticket, timeZone);
          return (
            <li key={ticket.id} className={`card ${styles.orderCard}`}>
              <span className={styles.orderWho}>
                <strong>
                  Ticket {index + 1}: {ticketTypeNames.get(ticket.ticketTypeId) ?? "Ticket"}
                </strong>
                <span className="muted small mono">{ticket.id}</span>
              </span>
              <span className={state.badge}>{state.words}</span>
              <span className="small">{formatMoney(ticket.price, ticket.currency)}</span>
              <span className={styles.actions}>
                <button className="button button-danger" type="button" disabled={!canChange || ticket.status !== "VALID"} onClick={() => onVoid(ticket, index + 1)}>
                  Void ticket {index + 1}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
