import { useLocale, useTranslations } from "use-intl";
import type { SeasonDay } from "@/lib/dashboard/documents/season";
import { weekdayCodes } from "@/lib/domain/schedules/schedule-schemas";
import { dayTitle, loadLevel, loadPercent, monthTitle } from "./season-text";
import styles from "./season.module.css";

/** The month's days in weeks from Monday, with empty cells before the first and after the last. */
function weeks(days: SeasonDay[]): (SeasonDay | null)[][] {
  const first = days[0] ? (new Date(`${days[0].date}T00:00:00Z`).getUTCDay() + 6) % 7 : 0;
  const cells: (SeasonDay | null)[] = [...Array<null>(first).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** What a screen reader hears for a day, and what the cell shows in short. */
function dayDescription(day: SeasonDay, reason: string | undefined, t: ReturnType<typeof useTranslations<"SeasonCalendar">>, language: string): string {
  const title = dayTitle(day.date, language);
  if (day.slots.length === 0) return reason ? t("closedDescribed", { day: title, reason }) : t("noSlots", { day: title });
  const figures = { day: title, slots: day.slots.length, taken: day.soldQuantity + day.heldQuantity, capacity: day.capacity, closed: day.closedSlots };
  if (day.closed) return reason ? t("describedClosedBecause", { ...figures, reason }) : t("describedClosed", figures);
  return day.closedSlots > 0 ? t("describedSomeClosed", figures) : t("described", figures);
}

/** A month as a calendar: each day's load (sold and held of capacity), closed days marked; a day opens on click. */
export function MonthCalendar({ month, days, selected, closedReasons, onSelect }: { month: string; days: SeasonDay[]; selected: string | null; closedReasons: Map<string, string>; onSelect: (day: string) => void }) {
  const t = useTranslations("SeasonCalendar");
  const weekdays = useTranslations("SeasonWeekdays");
  const language = useLocale();
  return (
    <table className={styles.calendar}>
      <caption className="visually-hidden">{t("caption", { month: monthTitle(month, language) })}</caption>
      <thead>
        <tr>
          {weekdayCodes.map((code) => (
            <th key={code} scope="col">
              <abbr title={weekdays(code)}>{weekdays(`${code}short`)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks(days).map((week, index) => (
          <tr key={index}>
            {week.map((day, column) => (
              <td key={day?.date ?? `empty-${index}-${column}`}>{day ? <DayCell day={day} reason={closedReasons.get(day.date)} selected={day.date === selected} onSelect={onSelect} /> : null}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A closed day says so, with its reason when it has one (a schedule's closed date has no slots but is not a day off by the rule). */
function DayCell({ day, reason, selected, onSelect }: { day: SeasonDay; reason: string | undefined; selected: boolean; onSelect: (day: string) => void }) {
  const t = useTranslations("SeasonCalendar");
  const language = useLocale();
  const percent = loadPercent(day.soldQuantity + day.heldQuantity, day.capacity);
  const hasSlots = day.slots.length > 0;
  const closed = day.closed || (!hasSlots && reason !== undefined);
  return (
    <button type="button" className={styles.day} aria-pressed={selected} data-closed={closed} title={closed ? reason : undefined} onClick={() => onSelect(day.date)}>
      <span className="visually-hidden">{dayDescription(day, reason, t, language)}</span>
      <span className={styles.dayNumber} aria-hidden="true">
        {Number(day.date.slice(8))}
      </span>
      {closed ? (
        <span className={styles.dayClosed} aria-hidden="true">
          {t("closed")}
        </span>
      ) : hasSlots ? (
        <>
          <span className={styles.dayLoad} aria-hidden="true">
            {percent}%
          </span>
          <span className={styles.loadBar} aria-hidden="true">
            <span className={styles.loadFill} data-level={loadLevel(percent)} style={{ width: `${percent}%` }} />
          </span>
          {day.closedSlots > 0 ? (
            <span className={styles.dayClosed} aria-hidden="true">
              {t("someClosed", { count: day.closedSlots })}
            </span>
          ) : null}
        </>
      ) : null}
    </button>
  );
}
