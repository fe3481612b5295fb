"use client";

import { useTranslations } from "use-intl";
import type { CapacityLocation, LocationOccupancy } from "@/lib/dashboard/documents/capacity";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import styles from "./today.module.css";

// Who is inside each building now (docs/admission.md, "Who is inside now"): admitted and not yet
// scanned out or closed at their slot's end. It comes with the day's poll, so it is as live as the
// slots. A building at 90 % of its most allowed stands out, and a full one says so.
const NEARLY_FULL = 0.9;

export function InsideNow({ locations, occupancy }: { locations: CapacityLocation[]; occupancy: LocationOccupancy[] }) {
  const t = useTranslations("Today");
  const locale = useDisplayLocale();
  const names = new Map(locations.map((location) => [location.id, location.name]));
  const shown = occupancy.filter((entry) => names.has(entry.locationId));
  if (shown.length === 0) return null;
  const count = (value: number) => value.toLocaleString(locale);
  return (
    <section className={`card ${styles.insideNow}`} aria-labelledby="inside-now-heading">
      <h2 id="inside-now-heading" className={styles.insideNowTitle}>
        {t("insideNow")}
      </h2>
      <dl className={styles.insideNowList}>
        {shown.map((entry) => {
          const full = entry.maxOccupancy !== null && entry.inside >= entry.maxOccupancy;
          const nearlyFull = !full && entry.maxOccupancy !== null && entry.inside >= entry.maxOccupancy * NEARLY_FULL;
          return (
            <div key={entry.locationId}>
              <dt>{names.get(entry.locationId)}</dt>
              <dd>
                {entry.maxOccupancy === null ? t("insideCount", { inside: count(entry.inside) }) : t("insideOfMost", { inside: count(entry.inside), most: count(entry.maxOccupancy) })}
                {full ? <span className="badge badge-danger">{t("locationFull")}</span> : null}
                {nearlyFull ? <span className="badge badge-warning">{t("locationNearlyFull")}</span> : null}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="small muted">{t("insideNowHint")}</p>
    </section>
  );
}
