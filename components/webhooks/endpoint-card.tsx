"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { formatDateTime } from "@/lib/dashboard/form-values";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { eventGroups, eventLabel } from "@/lib/dashboard/webhook-event-words";
import { updateWebhookEndpointInput } from "@/lib/domain/webhooks/webhook-endpoint-schemas";
import { DeliveryLog } from "./delivery-log";
import { EndpointActions } from "./endpoint-actions";
import { EndpointForm, type EndpointValues } from "./endpoint-form";
import { useEndpointChanges } from "./use-endpoint-changes";
import type { EndpointRow } from "./webhook-rows";
import styles from "./webhooks.module.css";

/** Only the fields that changed: an unchanged address is not checked again, and nothing changed sends nothing. */
function changedFields(endpoint: EndpointRow, values: EndpointValues): Record<string, unknown> {
  const sameEvents = values.events.length === endpoint.events.length && values.events.every((type) => endpoint.events.includes(type));
  return {
    ...(values.url !== endpoint.url ? { url: values.url } : {}),
    ...(values.description !== endpoint.description ? { description: values.description } : {}),
    ...(sameEvents ? {} : { events: values.events }),
  };
}

/** One endpoint: what it is sent and where, whether it is on, its buttons, and its delivery log. */
export function EndpointCard({ endpoint }: { endpoint: EndpointRow }) {
  const errorText = useErrorText();
  const t = useTranslations("Webhooks");
  const words = useTranslations("WebhookEvents");
  const locale = useDisplayLocale();
  const museum = useMuseum();
  const queryClient = useQueryClient();
  const { switchOnOff } = useEndpointChanges(endpoint);
  const [editing, setEditing] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const name = endpoint.description || endpoint.url;
  const titleId = `endpoint-${endpoint.id}-title`;
  const logId = `endpoint-${endpoint.id}-log`;

  return (
    <article className="card stack-tight" aria-labelledby={titleId}>
      <div className="card-header" style={{ marginBottom: 0 }}>
        <div>
          <h3 id={titleId}>{name}</h3>
          <p className={`mono small muted ${styles.url}`}>{endpoint.url}</p>
        </div>
        {endpoint.enabled ? <span className="badge badge-success">{t("on")}</span> : <span className="badge badge-warning">{t("off")}</span>}
      </div>

      {endpoint.disabledAt ? (
        <div className="alert alert-warning stack-tight" role="note">
          <p>{t("turnedOffByFoyer", { time: formatDateTime(endpoint.disabledAt, museum.timezone, locale) })}</p>
          <div>
            <button className="button button-small button-primary" type="button" disabled={switchOnOff.isPending} onClick={() => switchOnOff.mutate(true)}>
              {t("turnBackOn")}
            </button>
          </div>
          {switchOnOff.isError ? <p role="alert">{errorText(switchOnOff.error)}</p> : null}
        </div>
      ) : null}

      {editing ? (
        <EndpointForm
          idPrefix={`edit-${endpoint.id}`}
          initial={{ url: endpoint.url, description: endpoint.description, events: endpoint.events }}
          schema={updateWebhookEndpointInput}
          submitLabel={t("saveChanges")}
          toInput={(values) => changedFields(endpoint, values)}
          save={(input) => (Object.keys(input).length === 0 ? Promise.resolve(endpoint) : dashboardApi<EndpointRow>(museum.id, `webhook-endpoints/${endpoint.id}`, { method: "PATCH", body: input }))}
          onSaved={() => {
            setEditing(false);
            void queryClient.invalidateQueries({ queryKey: museumKeys.webhookEndpoints(museum.id) });
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <div>
            {/* In the order the form offers them, whatever order they were chosen in. */}
            <h4 className={`muted ${styles.minorHeading}`}>{t("sendsWhen")}</h4>
            <ul className={`small ${styles.eventList}`}>
              {eventGroups
                .flatMap((group) => group.types)
                .filter((type) => endpoint.events.includes(type))
                .map((type) => (
                  <li key={type}>{eventLabel(type, words)}</li>
                ))}
            </ul>
          </div>
          <EndpointActions endpoint={endpoint} name={name} onEdit={() => setEditing(true)} onTestSent={() => setShowLog(true)} />
        </>
      )}

      <div>
        <button className="button button-small button-ghost" type="button" aria-expanded={showLog} aria-controls={logId} onClick={() => setShowLog((shown) => !shown)}>
          {showLog ? t("hideLog") : t("showLog")}
        </button>
      </div>
      <div id={logId} hidden={!showLog}>
        {showLog ? <DeliveryLog endpoint={endpoint} /> : null}
      </div>
    </article>
  );
}
