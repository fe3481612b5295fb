import { useTranslations } from "use-intl";
import type { OrderTimelineEvent } from "@/lib/dashboard/documents/orders";
import { formatDateTime } from "@/lib/dashboard/form-values";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import styles from "./orders.module.css";

type Translate = ReturnType<typeof useTranslations<"OrderTimeline">>;

function detail(event: OrderTimelineEvent, ticketNumber: (id: string | null) => string, t: Translate): string | null {
  if (event.kind === "EMAILED") return t("emailed", { email: event.emailTo ?? "—", status: event.emailStatus ?? "" });
  if (event.kind === "ADMITTED") return event.entrance ? t("admittedAt", { ticket: ticketNumber(event.ticketId), entrance: event.entrance }) : ticketNumber(event.ticketId);
  if (event.kind === "VOIDED") return ticketNumber(event.ticketId);
  return null;
}

/** What happened to the order, oldest first, each time in the slot's time zone (docs/dashboard.md, "Orders"). */
export function OrderTimeline({ events, timeZone, ticketNumber }: { events: OrderTimelineEvent[]; timeZone: string; ticketNumber: (id: string | null) => string }) {
  const t = useTranslations("OrderTimeline");
  const locale = useDisplayLocale();
  return (
    <section className="card stack-tight" aria-labelledby="order-timeline-heading" data-testid="order-timeline">
      <h2 id="order-timeline-heading">{t("heading")}</h2>
      <p className="muted small">{t("timesIn", { timeZone: zoneInWords(timeZone, locale) })}</p>
      <ol className={styles.timeline}>
        {events.map((event, index) => {
          const more = detail(event, ticketNumber, t);
          return (
            <li key={`${event.kind}-${event.at}-${index}`}>
              <strong>{t(event.kind)}</strong>
              <time dateTime={event.at}>{formatDateTime(event.at, timeZone, locale)}</time>
              {more ? <span className="muted">{more}</span> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
