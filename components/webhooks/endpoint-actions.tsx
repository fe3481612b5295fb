"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { SecretOnce } from "./secret-once";
import { useEndpointChanges } from "./use-endpoint-changes";
import type { EndpointRow } from "./webhook-rows";

type Confirming = "rotate" | "delete" | null;

/**
 * An endpoint's buttons: send a test event, change it, turn it off or on, make a new secret and delete
 * it. The last two ask first, saying what they do (docs/webhooks.md, "Endpoints").
 */
export function EndpointActions({ endpoint, name, onEdit, onTestSent }: { endpoint: EndpointRow; name: string; onEdit: () => void; onTestSent: () => void }) {
  const errorText = useErrorText();
  const t = useTranslations("Webhooks");
  const { switchOnOff, rotateSecret, sendTest, remove } = useEndpointChanges(endpoint);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [testQueued, setTestQueued] = useState(false);
  const failed = [switchOnOff, rotateSecret, sendTest, remove].find((mutation) => mutation.isError);

  function test() {
    setTestQueued(false);
    sendTest.mutate(undefined, {
      onSuccess: () => {
        setTestQueued(true);
        onTestSent();
      },
    });
  }

  function rotate() {
    setConfirming(null);
    rotateSecret.mutate(undefined, { onSuccess: (result) => setSecret(result.secret) });
  }

  return (
    <div className="stack-tight">
      <div className="cluster">
        <button className="button button-small button-primary" type="button" disabled={sendTest.isPending || !endpoint.enabled} onClick={test}>
          {sendTest.isPending ? t("sending") : t("sendTest")}
        </button>
        <button className="button button-small" type="button" onClick={onEdit}>
          {t("change")}
        </button>
        {endpoint.disabledAt ? null : (
          <button className="button button-small" type="button" disabled={switchOnOff.isPending} onClick={() => switchOnOff.mutate(!endpoint.enabled)}>
            {endpoint.enabled ? t("turnOff") : t("turnOn")}
          </button>
        )}
        <button className="button button-small" type="button" onClick={() => setConfirming("rotate")}>
          {t("newSecret")}
        </button>
        <button className="button button-small button-danger" type="button" onClick={() => setConfirming("delete")}>
          {t("delete")}
        </button>
      </div>
      {!endpoint.enabled ? <p className="muted small">{t("offNoTest")}</p> : null}
      {testQueued ? (
        <p className="alert alert-success" role="status">
          {t("testQueued")}
        </p>
      ) : null}

      {confirming === "rotate" ? (
        <div className="alert alert-warning stack-tight" role="group" aria-label={t("rotateGroup")}>
          <p>{t("rotateText", { name })}</p>
          <div className="cluster">
            <button className="button button-small button-primary" type="button" disabled={rotateSecret.isPending} onClick={rotate}>
              {t("rotate")}
            </button>
            <button className="button button-small" type="button" onClick={() => setConfirming(null)}>
              {t("keepSecret")}
            </button>
          </div>
        </div>
      ) : null}
      {confirming === "delete" ? (
        <div className="alert alert-danger stack-tight" role="group" aria-label={t("deleteGroup")}>
          <p>{t("deleteText", { name })}</p>
          <div className="cluster">
            <button className="button button-small button-danger" type="button" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {t("deleteNow", { name })}
            </button>
            <button className="button button-small" type="button" onClick={() => setConfirming(null)}>
              {t("keep")}
            </button>
          </div>
        </div>
      ) : null}

      {secret ? (
        <SecretOnce secret={secret} onDone={() => setSecret(null)}>
          <p>{t.rich("rotated", { name, strong: (chunks) => <strong>{chunks}</strong> })}</p>
        </SecretOnce>
      ) : null}
      {failed ? (
        <p className="alert alert-danger" role="alert">
          {errorText(failed.error)}
        </p>
      ) : null}
    </div>
  );
}
