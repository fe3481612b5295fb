import { formatDateTime } from "@/lib/dashboard/form-values";
import type { DeliveryRow } from "./webhook-rows";

// A delivery's state in plain words (docs/webhooks.md, "Delivery": QUEUED, SENDING, DELIVERED, FAILED).

export function DeliveryStatus({ delivery, timeZone }: { delivery: DeliveryRow; timeZone: string }) {
  switch (delivery.status) {
    case "DELIVERED":
      return (
        <>
          <span className="badge badge-success">Delivered</span>
          <div className="muted small">{formatDateTime(delivery.deliveredAt, timeZone)}</div>
        </>
      );
    case "SENDING":
      return <span className="badge badge-accent">Sending</span>;
    case "FAILED":
      return (
        <>
          <span className="badge badge-danger">Failed</span>
          <div className="muted small">Foyer stopped trying</div>
        </>
      );
    case "QUEUED":
      return (
        <>
          <span className="badge">{delivery.attempts === 0 ? "Waiting to be sent" : "Will try again"}</span>
          {delivery.nextAttemptAt ? <div className="muted small">next try {formatDateTime(delivery.nextAttemptAt, timeZone)}</div> : null}
        </>
      );
  }
}

/** The receiver's status code, "No answer" when an attempt got none, a dash before any attempt. */
export function answerCode(statusCode: number | null, attempted: boolean): string {
  if (statusCode !== null) return String(statusCode);
  return attempted ? "No answer" : "—";
}
