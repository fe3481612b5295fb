"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { createWebhookEndpointInput } from "@/lib/domain/webhooks/webhook-endpoint-schemas";
import { EndpointForm } from "./endpoint-form";
import { SecretOnce } from "./secret-once";
import type { EndpointWithSecret } from "./webhook-rows";

/** Adding an endpoint; its signing secret is shown once, below the form. */
export function NewEndpoint() {
  const t = useTranslations("Webhooks");
  const museum = useMuseum();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<EndpointWithSecret | null>(null);
  // A new form after each endpoint added, so its fields start empty.
  const [formKey, setFormKey] = useState(0);

  return (
    <section className="card stack-tight" aria-labelledby="new-endpoint-heading">
      <h2 id="new-endpoint-heading">{t("addHeading")}</h2>
      <p className="muted small">{t("addIntro")}</p>
      <EndpointForm
        key={formKey}
        idPrefix="new-endpoint"
        initial={{ url: "", description: "", events: [] }}
        schema={createWebhookEndpointInput}
        submitLabel={t("addEndpoint")}
        toInput={(values) => ({ url: values.url, events: values.events, ...(values.description ? { description: values.description } : {}) })}
        save={(input) => dashboardApi<EndpointWithSecret>(museum.id, "webhook-endpoints", { method: "POST", body: input })}
        onSaved={(endpoint) => {
          setCreated(endpoint);
          setFormKey((key) => key + 1);
          void queryClient.invalidateQueries({ queryKey: museumKeys.webhookEndpoints(museum.id) });
        }}
      />
      {created ? (
        <SecretOnce secret={created.secret} onDone={() => setCreated(null)}>
          <p>{t.rich("added", { name: created.description || created.url, strong: (chunks) => <strong>{chunks}</strong> })}</p>
        </SecretOnce>
      ) : null}
    </section>
  );
}
