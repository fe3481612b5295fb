"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { formatDateTime } from "@/lib/dashboard/form-values";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { eventLabel } from "@/lib/dashboard/webhook-event-words";
import { answerCode, DeliveryStatus } from "./delivery-status";
import type { AttemptRow, DeliveryWithAttempts } from "./webhook-rows";
import styles from "./webhooks.module.css";

/** While a delivery waits or is being sent, its attempts are read again this often. */
const REFRESH_MS = 2_000;

/**
 * One delivery: every attempt with what the receiver answered, the payload every attempt sent, and
 * "Send again", which queues it under the same webhook-id (docs/webhooks.md, "Deliveries").
 */
export function DeliveryDetail({ endpointId, deliveryId, onClose }: { endpointId: string; deliveryId: string; onClose: () => void }) {
  const errorText = useErrorText();
  const t = useTranslations("DeliveryLog");
  const words = useTranslations("WebhookEvents");
  const locale = useDisplayLocale();
  const museum = useMuseum();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const path = `webhook-endpoints/${endpointId}/deliveries/${deliveryId}`;
  const delivery = useQuery({
    queryKey: museumKeys.webhookDelivery(museum.id, endpointId, deliveryId),
    queryFn: () => dashboardApi<DeliveryWithAttempts>(museum.id, path),
    refetchInterval: (query) => (query.state.data?.status === "QUEUED" || query.state.data?.status === "SENDING" ? REFRESH_MS : false),
  });
  const sendAgain = useMutation({
    mutationFn: () => dashboardApi<DeliveryWithAttempts>(museum.id, `${path}/resend`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: museumKeys.webhookDeliveries(museum.id, endpointId) }),
  });

  // Opening a delivery moves the reader to it, below the log.
  useEffect(() => heading.current?.focus(), [deliveryId]);

  const data = delivery.data;

  return (
    <section className={`stack-tight ${styles.detail}`} aria-labelledby={`delivery-${deliveryId}-heading`}>
      <div className="card-header" style={{ marginBottom: 0 }}>
        <h5 id={`delivery-${deliveryId}-heading`} ref={heading} tabIndex={-1} className={styles.subheading}>
          {data ? t("detailsHeading", { event: eventLabel(data.type, words) }) : t("detailsHeadingPlain")}
        </h5>
        <div className="cluster">
          <button className="button button-small button-primary" type="button" disabled={sendAgain.isPending || !data} onClick={() => sendAgain.mutate()}>
            {sendAgain.isPending ? t("queuing") : t("sendAgain")}
          </button>
          <button className="button button-small" type="button" onClick={onClose}>
            {t("close")}
          </button>
        </div>
      </div>
      {delivery.isError ? <p className="alert alert-danger">{errorText(delivery.error)}</p> : null}
      {sendAgain.isError ? (
        <p className="alert alert-danger" role="alert">
          {errorText(sendAgain.error)}
        </p>
      ) : null}
      {sendAgain.isSuccess ? (
        <p className="alert alert-success" role="status">
          {t("queuedAgain")}
        </p>
      ) : null}
      {data ? (
        <>
          <dl className={`small ${styles.facts}`}>
            <dt>{t("status")}</dt>
            <dd>
              <DeliveryStatus delivery={data} timeZone={museum.timezone} />
            </dd>
            <dt>{t("created")}</dt>
            <dd>
              {formatDateTime(data.createdAt, museum.timezone, locale)} ({zoneInWords(museum.timezone, locale)})
            </dd>
            <dt>{t("webhookId")}</dt>
            <dd className="mono">{data.id}</dd>
          </dl>
          <div>
            <h6 className={styles.minorHeading}>{t("attempts")}</h6>
            <p className="muted small">{t("attemptsHint")}</p>
          </div>
          <AttemptList attempts={data.tries} timeZone={museum.timezone} />
          <h6 className={styles.minorHeading}>{t("whatWasSent")}</h6>
          <pre className="code-block" role="group" aria-label={t("payload")}>
            {JSON.stringify(data.payload, null, 2)}
          </pre>
        </>
      ) : null}
    </section>
  );
}

/** Every attempt, oldest first, as a list rather than a table, so a long answer fits a phone without scrolling sideways. */
function AttemptList({ attempts, timeZone }: { attempts: AttemptRow[]; timeZone: string }) {
  const t = useTranslations("DeliveryLog");
  const locale = useDisplayLocale();
  if (attempts.length === 0) return <p className="muted small">{t("notTried")}</p>;
  return (
    <ol className={`stack-tight ${styles.attempts}`} aria-label={t("attempts")}>
      {attempts.map((attempt, index) => (
        <li key={`${attempt.attemptedAt}-${index}`} className={styles.attempt}>
          <dl className={`small ${styles.facts}`}>
            <dt>{t("try")}</dt>
            <dd>{index + 1}</dd>
            <dt>{t("time")}</dt>
            <dd>{formatDateTime(attempt.attemptedAt, timeZone, locale)}</dd>
            <dt>{t("answerCode")}</dt>
            <dd>{answerCode(attempt.statusCode, true, t("noAnswer"))}</dd>
            <dt>{t("took")}</dt>
            <dd>{attempt.durationMs} ms</dd>
            <dt>{t("error")}</dt>
            <dd>{attempt.error ?? <span className="muted">{t("none")}</span>}</dd>
            <dt>{t("answer")}</dt>
            <dd>{attempt.response ? <pre className={`code-block ${styles.answer}`}>{attempt.response}</pre> : <span className="muted">{t("emptyAnswer")}</span>}</dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}
