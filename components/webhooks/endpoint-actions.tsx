"use client";

import { useState } from "react";
import { errorText } from "@/lib/dashboard/dashboard-error";
import { SecretOnce } from "./secret-once";
import { useEndpointChanges } from "./use-endpoint-changes";
import type { EndpointRow } from "./webhook-rows";

type Confirming = "rotate" | "delete" | null;

/**
 * An endpoint's buttons: send a test event, change it, turn it off or on, make a new secret and delete
 * it. The last two ask first, saying what they do (docs/webhooks.md, "Endpoints").
 */
export function EndpointActions({ endpoint, name, onEdit, onTestSent }: { endpoint: EndpointRow; name: string; onEdit: () => void; onTestSent: () => void }) {
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
          {sendTest.isPending ? "Sending…" : "Send test event"}
        </button>
        <button className="button button-small" type="button" onClick={onEdit}>
          Change
        </button>
        {endpoint.disabledAt ? null : (
          <button className="button button-small" type="button" disabled={switchOnOff.isPending} onClick={() => switchOnOff.mutate(!endpoint.enabled)}>
            {endpoint.enabled ? "Turn off" : "Turn on"}
          </button>
        )}
        <button className="button button-small" type="button" onClick={() => setConfirming("rotate")}>
          New secret…
        </button>
        <button className="button button-small button-danger" type="button" onClick={() => setConfirming("delete")}>
          Delete…
        </button>
      </div>
      {!endpoint.enabled ? <p className="muted small">Turned off: no webhooks are sent, so there is nothing to test. Turn it on first.</p> : null}
      {testQueued ? (
        <p className="alert alert-success" role="status">
          Test event queued. It shows in the delivery log below within a few seconds.
        </p>
      ) : null}

      {confirming === "rotate" ? (
        <div className="alert alert-warning stack-tight" role="group" aria-label="Make a new secret">
          <p>
            Foyer makes a new signing secret for {name} and shows it once. The old secret keeps signing too for 24 hours, so there is time to put the new
            one into the receiving system without missing a webhook.
          </p>
          <div className="cluster">
            <button className="button button-small button-primary" type="button" disabled={rotateSecret.isPending} onClick={rotate}>
              Make a new secret
            </button>
            <button className="button button-small" type="button" onClick={() => setConfirming(null)}>
              Keep the current one
            </button>
          </div>
        </div>
      ) : null}
      {confirming === "delete" ? (
        <div className="alert alert-danger stack-tight" role="group" aria-label="Delete this endpoint">
          <p>Foyer stops sending to {name} at once. Its delivery log and any webhooks still waiting for it are deleted too. This cannot be undone.</p>
          <div className="cluster">
            <button className="button button-small button-danger" type="button" disabled={remove.isPending} onClick={() => remove.mutate()}>
              Delete {name} now
            </button>
            <button className="button button-small" type="button" onClick={() => setConfirming(null)}>
              Keep
            </button>
          </div>
        </div>
      ) : null}

      {secret ? (
        <SecretOnce secret={secret} onDone={() => setSecret(null)}>
          <p>
            This is the new signing secret of <strong>{name}</strong>. For the next 24 hours each webhook is signed with both the old and the new secret, so
            the receiving system keeps working while you change it over.
          </p>
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
