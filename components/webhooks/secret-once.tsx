"use client";

import { useState, type ReactNode } from "react";

/**
 * A signing secret the server answered once (on adding an endpoint or making a new secret), with a
 * copy button; Foyer never shows it again (docs/webhooks.md, "Endpoints"), as the API key page does
 * for keys.
 */
export function SecretOnce({ secret, onDone, children }: { secret: string; onDone: () => void; children: ReactNode }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  }

  return (
    <div className="alert alert-success stack-tight" role="status">
      {children}
      <p>
        <strong>Shown once:</strong> copy it now into the receiving system’s settings. Foyer will not show it again; if it is lost, make a new one.
      </p>
      <pre className="code-block" aria-label="The signing secret">
        {secret}
      </pre>
      <div className="cluster">
        <button className="button button-small" type="button" onClick={() => void copy()}>
          {copied ? "Copied" : "Copy secret"}
        </button>
        <button className="button button-small button-ghost" type="button" onClick={onDone}>
          I have stored it
        </button>
      </div>
    </div>
  );
}
