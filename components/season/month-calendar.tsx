import type { SeasonDay } from "@/lib/dashboard/documents/season";
import { dayTitle, loadLevel, loadPercent, monthTitle, plural } from "./season-text";
import styles from "./season.module.css";

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

/** The month's days in weeks from Monday, with empty cells before the first and after the last. */
function weeks(days: SeasonDay[]): (SeasonDay | null)[][] {
  const first = days[0] ? (new Date(`${days[0].date}T00:00:00Z`).getUTCDay() + 6) % 7 : 0;
  const cells: (SeasonDay | null)[] = [...Array<null>(first).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** What a screen reader hears for a day, and what the cell shows in short. */
export function dayDescription(day: SeasonDay): string {
  const slots = day.slots.length;
  if (slots === 0) return `${dayTitle(day.date)}: no time slots`;
  const taken = `${day.soldQuantity + day.heldQuantity} of ${day.capacity} places taken`;
  const closed = day.closed ? ", closed" : day.closedSlots > 0 ? `, ${day.closedSlots} closed` : "";
  return `${dayTitle(day.date)}: ${plural(slots, "time slot")}, ${taken}${closed}`;
}

/** A month as a calendar: each day's load (sold and held of capacity), closed days marked; a day opens on click. */
export function MonthCalendar({ month, days, selected, onSelect }: { month: string; days: SeasonDay[]; selected: string | null; onSelect: (day: string) => void }) {
  return (
    <table className={styles.calendar}>
      <caption className="visually-hidden">{`${monthTitle(month)}: choose a day to see its time slots`}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col">
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks(days).map((week, index) => (
          <tr key={index}>
            {week.map((day, column) => (
              <td key={day?.date ?? `empty-${index}-${column}`}>{day ? <DayCell day={day} selected={day.date === selected} onSelect={onSelect} /> : null}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayCell({ day, selected, onSelect }: { day: SeasonDay; selected: boolean; onSelect: (day: string) => void }) {
  const percent = loadPercent(day.soldQuantity + day.heldQuantity, day.capacity);
  const hasSlots = day.slots.length > 0;
  return (
    <button type="button" className={styles.day} aria-pressed={selected} data-closed={day.closed} onClick={() => onSelect(day.date)}>
      <span className="visually-hidden">{dayDescription(day)}</span>
      <span className={styles.dayNumber} aria-hidden="true">
        {Number(day.date.slice(8))}
      </span>
      {day.closed ? (
        <span className={styles.dayClosed} aria-hidden="true">
          Closed
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
              {day.closedSlots} closed
            </span>
          ) : null}
        </>
      ) : null}
    </button>
  );
}
