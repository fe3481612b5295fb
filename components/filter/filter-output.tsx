"use client";

import { useTranslations } from "use-intl";
import { useState } from "react";
import { curlCommand, type FilterJson } from "@/lib/dashboard/filter-tree";
import styles from "./filter.module.css";

/**
 * The builder's filter as the JSON the API takes and as a curl command, both copyable: developers'
 * words, so they wait behind a closed "For developers" disclosure (docs/dashboard.md, "Filters").
 */
export function FilterOutput({ filter, apiPath, limit, offset }: { filter: FilterJson | null; apiPath: string; limit: number; offset: number }) {
  const t = useTranslations("FilterOutput");
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const json = filter ? JSON.stringify(filter, null, 2) : "";
  const curl = curlCommand(origin, apiPath, filter, limit, offset);

  return (
    <details className="card stack-tight" data-for-developers="">
      <summary>{t("forDevelopers")}</summary>
      <section className="stack-tight" aria-labelledby="filter-api-heading">
        <h2 id="filter-api-heading">{t("title")}</h2>
        <div className={styles.outputs}>
          <CopyBlock id="filter-json" title="filter (JSON)" text={json || t("noFilter")} copyText={json} />
          <CopyBlock id="filter-curl" title="curl" text={curl} copyText={curl} />
        </div>
        <p className="muted small">{t("apiKeyHint")}</p>
      </section>
    </details>
  );
}

function CopyBlock({ id, title, text, copyText }: { id: string; title: string; text: string; copyText: string }) {
  const t = useTranslations("FilterOutput");
  const [status, setStatus] = useState<string>("");

  async function copy() {
    try {
      await navigator.clipboard.writeText(copyText);
      setStatus(t("copied"));
    } catch {
      // Without clipboard permission, select the text so the usual copy shortcut takes it.
      const block = document.getElementById(id);
      if (block) window.getSelection()?.selectAllChildren(block);
      setStatus(t("selected"));
    }
  }

  return (
    <div className="stack-tight">
      <div className="cluster">
        <h3 className="small">{title}</h3>
        <button className="button button-small" type="button" onClick={copy} disabled={!copyText} aria-describedby={`${id}-status`}>
          {t("copy", { title })}
        </button>
        <span id={`${id}-status`} className="muted small" role="status">
          {status}
        </span>
      </div>
      <pre id={id} className="code-block" tabIndex={0} role="group" aria-label={title}>
        {text}
      </pre>
    </div>
  );
}
