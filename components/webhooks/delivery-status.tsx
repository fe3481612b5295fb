import { useTranslations } from "use-intl";
import { formatDateTime } from "@/lib/dashboard/form-values";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import type { DeliveryRow } from "./webhook-rows";

// A delivery's state in plain words (docs/webhooks.md, "Delivery": QUEUED, SENDING, DELIVERED, FAILED).

export function DeliveryStatus({ delivery, timeZone }: { delivery: DeliveryRow; timeZone: string }) {
  const t = useTranslations("DeliveryLog");
  const locale = useDisplayLocale();
  switch (delivery.status) {
    case "DELIVERED":
      return (
        <>
          <span className="badge badge-success">{t("delivered")}</span>
          <div className="muted small">{formatDateTime(delivery.deliveredAt, timeZone, locale)}</div>
        </>
      );
    case "SENDING":
      return <span className="badge badge-accent">{t("sendingStatus")}</span>;
    case "FAILED":
      return (
        <>
          <span className="badge badge-danger">{t("failed")}</span>
          <div className="muted small">{t("stoppedTrying")}</div>
        </>
      );
    case "QUEUED":
      return (
        <>
          <span className="badge">{delivery.attempts === 0 ? t("waiting") : t("willRetry")}</span>
          {delivery.nextAttemptAt ? <div className="muted small">{t("nextTry", { time: formatDateTime(delivery.nextAttemptAt, timeZone, locale) })}</div> : null}
        </>
      );
  }
}

/** The receiver's status code, `noAnswer` ("No answer") when an attempt got none, a dash before any attempt. */
export function answerCode(statusCode: number | null, attempted: boolean, noAnswer: string): string {
  if (statusCode !== null) return String(statusCode);
  return attempted ? noAnswer : "—";
}
