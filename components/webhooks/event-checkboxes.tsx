"use client";

import { useTranslations } from "use-intl";
import { eventGroups, eventLabel } from "@/lib/dashboard/webhook-event-words";
import type { WebhookEventType } from "@/lib/domain/webhook-events/webhook-event-types";
import styles from "./webhooks.module.css";

/** The events an endpoint is sent, as checkboxes in plain words grouped by what they are about. */
export function EventCheckboxes({ idPrefix, chosen, error, onChange }: { idPrefix: string; chosen: WebhookEventType[]; error?: string; onChange: (events: WebhookEventType[]) => void }) {
  const t = useTranslations("Webhooks");
  const words = useTranslations("WebhookEvents");
  const toggle = (type: WebhookEventType, on: boolean) => onChange(on ? [...chosen, type] : chosen.filter((event) => event !== type));
  const errorId = `${idPrefix}-events-error`;
  return (
    <fieldset className="stack-tight" aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{t("sendWhen")}</legend>
      <div className={styles.eventGroups}>
        {eventGroups.map((group) => (
          <fieldset key={group.key} className={styles.eventGroup}>
            <legend className="small muted">{words(`groups.${group.key}`)}</legend>
            {group.types.map((type) => (
              <label key={type} className={`checkbox ${styles.eventChoice}`}>
                <input type="checkbox" checked={chosen.includes(type)} onChange={(event) => toggle(type, event.target.checked)} />
                <span>
                  {eventLabel(type, words)}
                  <span className={`mono muted ${styles.eventType}`}>{type}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
