import type { OrderTimelineEvent } from "@/lib/dashboard/documents/orders";
import { formatDateTime } from "@/lib/dashboard/form-values";
import styles from "./orders.module.css";

const WORDS: Record<OrderTimelineEvent["kind"], string> = {
  HELD: "Held",
  EXTENDED: "Hold extended",
  CONFIRMED: "Confirmed",
  EMAILED: "Tickets emailed",
  ADMITTED: "Admitted",
  VOIDED: "Ticket voided",
  CANCELLED: "Cancelled",
  EXPIRED: "Expired",
};

const EMAIL_STATUS: Record<string, string> = { QUEUED: "waiting to be sent", SENT: "sent", FAILED: "could not be sent" };

function detail(event: OrderTimelineEvent, ticketNumber: (id: string | null) => string): string | null {
  if (event.kind === "EMAILED") return `to ${event.emailTo ?? "—"}, ${EMAIL_STATUS[event.emailStatus ?? ""] ?? event.emailStatus}`;
  if (event.kind === "ADMITTED") return `${ticketNumber(event.ticketId)}${event.entrance ? ` at ${event.entrance}` : ""}`;
  if (event.kind === "VOIDED") return ticketNumber(event.ticketId);
  return null;
}

/** What happened to the order, oldest first, each time in the slot's time zone (docs/dashboard.md, "Orders"). */
export function OrderTimeline({ events, timeZone, ticketNumber }: { events: OrderTimelineEvent[]; timeZone: string; ticketNumber: (id: string | null) => string }) {
  return (
    <section className="card stack-tight" aria-labelledby="order-timeline-heading" data-testid="order-timeline">
      <h2 id="order-timeline-heading">Timeline</h2>
      <p className="muted small">Times in {timeZone}.</p>
      <ol className={styles.timeline}>
        {events.map((event, index) => {
          const more = detail(event, ticketNumber);
          return (
            <li key={`${event.kind}-${event.at}-${index}`}>
              <strong>{WORDS[event.kind]}</strong>
              <time dateTime={event.at}>{formatDateTime(event.at, timeZone)}</time>
              {more ? <span className="muted">{more}</span> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
