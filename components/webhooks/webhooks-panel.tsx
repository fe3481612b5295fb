"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { EndpointCard } from "./endpoint-card";
import { NewEndpoint } from "./new-endpoint";
import type { EndpointRow, Page } from "./webhook-rows";

/** The museum's webhook endpoints, each with its buttons and delivery log, and the form that adds one. */
export function WebhooksPanel() {
  const errorText = useErrorText();
  const t = useTranslations("Webhooks");
  const museum = useMuseum();
  const endpoints = useQuery({ queryKey: museumKeys.webhookEndpoints(museum.id), queryFn: () => dashboardApi<Page<EndpointRow>>(museum.id, "webhook-endpoints") });

  return (
    <div className="stack">
      <NewEndpoint />
      <section className="stack-tight" aria-labelledby="endpoints-heading">
        <h2 id="endpoints-heading">{t("endpoints")}</h2>
        {endpoints.isError ? <p className="alert alert-danger">{errorText(endpoints.error)}</p> : null}
        {endpoints.data?.total === 0 ? <p className="card empty">{t("noEndpoints")}</p> : null}
        {endpoints.data?.list.map((endpoint) => <EndpointCard key={endpoint.id} endpoint={endpoint} />)}
      </section>
    </div>
  );
}
