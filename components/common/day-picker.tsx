"use client";

import { addDays, isCalendarDay, longDay } from "@/lib/dashboard/calendar-day";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import styles from "./day-picker.module.css";

// The header of a page about one day (Today, Door conflicts): the page's title, the day in words,
// and buttons to the day before and after, a date field, and the way back to today.

export interface DayPickerWords {
  title: string;
  /** Follows the day in words when it is today, e.g. " · today". */
  todaySuffix: string;
  previousDay: string;
  nextDay: string;
  /** The date field's label, read by screen readers. */
  day: string;
  backToToday: string;
}

interface DayPickerProps {
  day: string;
  today: string;
  /** The date field's id, unique on the page. */
  inputId: string;
  words: DayPickerWords;
  onDay: (day: string) => void;
}

export function DayPicker({ day, today, inputId, words, onDay }: DayPickerProps) {
  const locale = useDisplayLocale();
  return (
    <header className="page-header">
      <div>
        <h1>{words.title}</h1>
        <p>
          {longDay(day, locale)}
          {day === today ? words.todaySuffix : ""}
        </p>
      </div>
      <div className={styles.dayPicker}>
        <button className="button button-small" type="button" onClick={() => onDay(addDays(day, -1))}>
          <span aria-hidden="true">←</span> {words.previousDay}
        </button>
        <label className="visually-hidden" htmlFor={inputId}>
          {words.day}
        </label>
        <input id={inputId} className="input" type="date" value={day} onChange={(event) => isCalendarDay(event.target.value) && onDay(event.target.value)} />
        <button className="button button-small" type="button" onClick={() => onDay(addDays(day, 1))}>
          {words.nextDay} <span aria-hidden="true">→</span>
        </button>
        {day !== today ? (
          <button className="button button-small button-ghost" type="button" onClick={() => onDay(today)}>
            {words.backToToday}
          </button>
        ) : null}
      </div>
    </header>
  );
}
