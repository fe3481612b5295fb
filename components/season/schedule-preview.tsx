import { useLocale, useTranslations } from "use-intl";
import type { SchedulePreview } from "@/lib/dashboard/documents/season";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { clockIn, shortDayIn } from "./season-text";

// A long season makes thousands of slots; the first ones show what the rule means.
const SHOWN = 60;

/** The dry run's slots: what "Create" would make, in the location's time zone. */
export function SchedulePreviewList({ preview }: { preview: SchedulePreview }) {
  const { slots, timeZone, count } = preview;
  const t = useTranslations("ScheduleForm");
  const language = useLocale();
  return (
    <div className="stack-tight" role="region" aria-label={t("previewLabel")}>
      <p role="status">
        {count === 0 ? t("none") : t("wouldMake", { count, timeZone: zoneInWords(timeZone, language) })}
      </p>
      {count > 0 ? (
        <div className="table-wrap">
          <table className="table" aria-label={t("previewTable")}>
            <thead>
              <tr>
                <th scope="col">{t("day")}</th>
                <th scope="col">{t("starts")}</th>
                <th scope="col">{t("ends")}</th>
              </tr>
            </thead>
            <tbody>
              {slots.slice(0, SHOWN).map((slot) => (
                <tr key={slot.startsAt}>
                  <td>{shortDayIn(slot.startsAt, timeZone, language)}</td>
                  <td>{clockIn(slot.startsAt, timeZone)}</td>
                  <td>{clockIn(slot.endsAt, timeZone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {count > SHOWN ? <p className="muted small">{t("more", { count: count - SHOWN })}</p> : null}
    </div>
  );
}
