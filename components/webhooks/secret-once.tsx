"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";

/**
 * A signing secret the server answered once (on adding an endpoint or making a new secret), with a
 * copy button; Foyer never shows it again (docs/webhooks.md, "Endpoints"), as the API key page does
 * for keys.
 */
export function SecretOnce({ secret, onDone, children }: { secret: string; onDone: () => void; children: ReactNode }) {
  const t = useTranslations("Webhooks");
  const [copied, setCopied] = useState(false);

  async function copy() {
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  }

  return (
    <div className="alert alert-success stack-tight" role="status">
      {children}
      <p>{t.rich("shownOnce", { strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <pre className="code-block" role="group" aria-label={t("secretLabel")}>
        {secret}
      </pre>
      <div className="cluster">
        <button className="button button-small" type="button" onClick={() => void copy()}>
          {copied ? t("copied") : t("copySecret")}
        </button>
        <button className="button button-small button-ghost" type="button" onClick={onDone}>
          {t("stored")}
        </button>
      </div>
    </div>
  );
}
