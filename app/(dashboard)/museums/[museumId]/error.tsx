"use client";

import { useTranslations } from "use-intl";

/** A page that failed to render keeps the navigation; staff can try again without losing their place. */
export default function DashboardError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations("PageError");
  return (
    <div className="card stack-tight" role="alert">
      <h1>{t("title")}</h1>
      <p className="muted">{t("text")}</p>
      <div>
        <button className="button button-primary" type="button" onClick={reset}>
          {t("tryAgain")}
        </button>
      </div>
    </div>
  );
}
