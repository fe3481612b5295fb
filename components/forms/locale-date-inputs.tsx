"use client";

import { useState, type InputHTMLAttributes } from "react";
import { formatLocaleDateTime, formatLocaleMonth, readLocaleDateTime, readLocaleMonth, readLocaleTime } from "@/lib/dashboard/locale-dates";
import { formatLocaleDay, readLocaleDay } from "@/lib/dashboard/locale-input";

// Days, moments and months typed and shown as the reader writes them (docs/dashboard.md, "Languages"):
// a browser's own date field writes days in the browser's language whatever the page's, so these are
// text fields. Each holds the ISO form ("2026-12-24", "2026-12-24T18:30", "2026-11"), shows it in the
// reader's way once the field is left, and takes either form.

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type">;

interface LocaleTextProps extends TextProps {
  /** The ISO form, or what was typed when it is none. */
  value: string;
  /** The ISO form of what is typed, or the text itself when it is none (the form names it), or "" when empty. */
  onValue: (value: string) => void;
  /** Only whole values reach `onValue` (a field that moves the page: a half-typed year must not). */
  wholeOnly?: boolean;
  read: (text: string) => string | null;
  format: (value: string) => string;
}

function LocaleTextInput({ value, onValue, wholeOnly = false, read, format, className = "input", ...rest }: LocaleTextProps) {
  // What is being typed, and the value it last sent: shown while the value is still that one, so a
  // value changed from outside (the next day's button, a form emptied after saving) shows at once.
  const [typing, setTyping] = useState<{ text: string; sent: string } | null>(null);
  const shown = typing && typing.sent === value ? typing.text : value && read(value) === value ? format(value) : value;
  return (
    <input
      {...rest}
      className={className}
      type="text"
      autoComplete="off"
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        const understood = read(text);
        let sent = value;
        if (!wholeOnly) sent = text.trim() === "" ? "" : (understood ?? text);
        else if (understood && /\d{4}/.test(text)) sent = understood;
        setTyping({ text, sent });
        if (sent !== value) onValue(sent);
      }}
      onBlur={(event) => {
        setTyping(null);
        rest.onBlur?.(event);
      }}
    />
  );
}

type DateProps = TextProps & { value: string; onValue: (value: string) => void; locale: string; wholeOnly?: boolean };

/** A calendar day, "24.12.2026" in German; holds YYYY-MM-DD. */
export function DayInput({ locale, ...props }: DateProps) {
  return <LocaleTextInput placeholder={formatLocaleDay("2026-12-24", locale)} {...props} read={(text) => readLocaleDay(text, locale)} format={(day) => formatLocaleDay(day, locale)} />;
}

/** A day and a 24-hour time, "24.12.2026 18:30" in German; holds YYYY-MM-DDTHH:mm. */
export function DateTimeInput({ locale, ...props }: DateProps) {
  return (
    <LocaleTextInput
      placeholder={formatLocaleDateTime("2026-12-24T18:30", locale)}
      {...props}
      read={(text) => readLocaleDateTime(text, locale)}
      format={(moment) => formatLocaleDateTime(moment, locale)}
    />
  );
}

/** A month, "11.2026" in German; holds YYYY-MM. */
export function MonthInput({ locale, ...props }: DateProps) {
  return <LocaleTextInput placeholder={formatLocaleMonth("2026-12", locale)} {...props} read={readLocaleMonth} format={(month) => formatLocaleMonth(month, locale)} />;
}

/** A 24-hour time, "18:30"; holds HH:mm. */
export function TimeInput(props: Omit<DateProps, "locale">) {
  return <LocaleTextInput placeholder="18:30" {...props} read={readLocaleTime} format={(time) => time} />;
}
