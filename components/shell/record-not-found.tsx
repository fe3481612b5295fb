"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";
import { useMuseum } from "./museum-context";

/** The 404 page inside a museum: the address names a record the museum does not have. The navigation stays. */
export function RecordNotFound() {
  const t = useTranslations("NotFound");
  const museum = useMuseum();
  return (
    <div className="card stack-tight">
      <h1>{t("title")}</h1>
      <p>{t("noSuchRecord", { museum: museum.name })}</p>
      <p>
        <Link href={`/museums/${museum.id}/today`}>{t("backToToday")}</Link>
      </p>
    </div>
  );
}
