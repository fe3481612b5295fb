"use client";

import { useTranslations } from "use-intl";
import { DayInput } from "@/components/forms/locale-date-inputs";
import { addDays, isCalendarDay, longDay } from "@/lib/dashboard/calendar-day";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import styles from "./day-picker.module.css";

// The header of a page about one day (Today, Door conflicts): the page's title, the day in words,
// and buttons to the day before and after, a date field, and the way back to today.

interface DayPickerProps {
  /** The page's title, above the day. */
  title: string;
  day: string;
  today: string;
  /** The date field's id, unique on the page. */
  inputId: string;
  onDay: (day: string) => void;
}

export function DayPicker({ title, day, today, inputId, onDay }: DayPickerProps) {
  const locale = useDisplayLocale();
  const t = useTranslations("DayPicker");
  return (
    <header className="page-header">
      <div>
        <h1>{title}</h1>
        <p>
          {longDay(day, locale)}
          {day === today ? t("todaySuffix") : ""}
        </p>
      </div>
      <div className={styles.dayPicker}>
        <button className="button button-small" type="button" onClick={() => onDay(addDays(day, -1))}>
          <span aria-hidden="true">←</span> {t("previousDay")}
        </button>
        <label className="visually-hidden" htmlFor={inputId}>
          {t("day")}
        </label>
        <DayInput id={inputId} className="input" size={10} value={day} locale={locale} wholeOnly onValue={(typed) => isCalendarDay(typed) && onDay(typed)} />
        <button className="button button-small" type="button" onClick={() => onDay(addDays(day, 1))}>
          {t("nextDay")} <span aria-hidden="true">→</span>
        </button>
        {day !== today ? (
          <button className="button button-small button-ghost" type="button" onClick={() => onDay(today)}>
            {t("backToToday")}
          </button>
        ) : null}
      </div>
    </header>
  );
}
