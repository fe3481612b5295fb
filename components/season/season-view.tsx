"use client";

import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { MonthInput } from "@/components/forms/locale-date-inputs";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { isMonth, monthIn } from "@/components/reports/month-range";
import { useMuseum } from "@/components/shell/museum-context";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { fetchSchedules, fetchSeason, type ScheduleRule, type SeasonSlot } from "@/lib/dashboard/documents/season";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { ConfirmChange, type SeasonChange } from "./confirm-change";
import { DayPanel } from "./day-panel";
import { MonthCalendar } from "./month-calendar";
import { closedReasons } from "./closed-days";
import { ScheduleForm } from "./schedule-form";
import { ScheduleList } from "./schedule-list";
import { monthTitle } from "./season-text";
import styles from "./season.module.css";

/**
 * The Season page (docs/dashboard.md): a month of time slots as a calendar (?month=YYYY-MM, and
 * ?event= for one event's), the chosen day's slots with closing and reopening, the museum's schedules
 * (changed in the form below, or deleted), and a new schedule.
 */
export function SeasonView() {
  const errorText = useErrorText();
  const museum = useMuseum();
  const t = useTranslations("Season");
  const language = useLocale();
  const displayLocale = useDisplayLocale();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const queryClient = useQueryClient();
  const requested = params.get("month");
  const month = isMonth(requested) ? requested : monthIn(new Date(), museum.timezone);
  const eventId = params.get("event") || null;
  const [selected, setSelected] = useState<string | null>(null);
  const [change, setChange] = useState<SeasonChange | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const dayHeading = useRef<HTMLHeadingElement>(null);
  const [focusDay, setFocusDay] = useState(0);
  const [editing, setEditing] = useState<ScheduleRule | null>(null);
  const dayWords = useTranslations("SeasonDay");

  const season = useQuery({ queryKey: museumKeys.season(museum.id, month, eventId), queryFn: () => fetchSeason(museum.id, month, eventId), placeholderData: keepPreviousData });
  const schedules = useQuery({ queryKey: museumKeys.schedules(museum.id), queryFn: () => fetchSchedules(museum.id) });

  // A chosen day takes focus, so a keyboard or screen reader user lands on what opened.
  useEffect(() => {
    if (focusDay > 0) dayHeading.current?.focus();
  }, [focusDay]);

  function show(next: { month?: string; event?: string | null }) {
    const query = new URLSearchParams(params);
    if (next.month) query.set("month", next.month);
    if (next.event !== undefined) {
      if (next.event) query.set("event", next.event);
      else query.delete("event");
    }
    setDone(null);
    router.replace(`${pathname}?${query}`, { scroll: false });
  }

  const view = season.data;
  const events = view?.events ?? [];
  const eventName = eventId ? (events.find((event) => event.id === eventId)?.name ?? null) : null;
  const zones = new Map((view?.locations ?? []).map((location) => [location.id, location.timezone]));
  const zoneOf = (slot: SeasonSlot) => (slot.locationId ? zones.get(slot.locationId) : undefined) ?? view?.timeZone ?? museum.timezone;
  const eventNameOf = (id: string) => events.find((event) => event.id === id)?.name ?? "";
  const reasons = closedReasons(view?.days ?? [], schedules.data ?? [], eventId, (id) => dayWords("scheduleClosedDay", { event: eventNameOf(id) }));
  const day = selected?.startsWith(`${month}-`) ? view?.days.find((entry) => entry.date === selected) : undefined;

  return (
    <div className="stack">
      <section className="stack" aria-labelledby="season-calendar-title">
        <h2 id="season-calendar-title">{monthTitle(month, language)}</h2>
        <div className={styles.controls}>
          <label>
            {t("month")}
            <MonthInput value={month} locale={displayLocale} wholeOnly onValue={(typed) => isMonth(typed) && show({ month: typed })} />
          </label>
          <label>
            {t("event")}
            <select className="select" value={eventId ?? ""} onChange={(event) => show({ event: event.target.value || null })}>
              <option value="">{t("allEvents")}</option>
              {events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name}
                </option>
              ))}
            </select>
          </label>
          <p className="muted small">{t("hint")}</p>
        </div>
        {season.isError ? <p className="alert alert-danger">{t("loadError", { error: errorText(season.error) })}</p> : null}
        {season.isPending ? <p className="empty">{t("loading")}</p> : null}
        {done ? (
          <p className="alert alert-success" role="status">
            {done}
          </p>
        ) : null}
        {view ? (
          <MonthCalendar
            month={month}
            days={view.days}
            selected={day?.date ?? null}
            closedReasons={reasons}
            onSelect={(date) => {
              setSelected(date);
              setDone(null);
              setFocusDay((count) => count + 1);
            }}
          />
        ) : null}
        {day ? <DayPanel day={day} closedReason={reasons.get(day.date) ?? null} eventName={eventName} zoneOf={zoneOf} canEdit={museum.permissionToModifyMuseum} onChange={setChange} headingRef={dayHeading} /> : null}
      </section>
      {change ? (
        <ConfirmChange
          change={change}
          eventId={eventId}
          onCancel={() => setChange(null)}
          onDone={(message) => {
            setChange(null);
            setDone(message);
            void queryClient.invalidateQueries({ queryKey: museumKeys.seasons(museum.id) });
            setFocusDay((count) => count + 1);
          }}
        />
      ) : null}
      <ScheduleList
        events={events}
        onEdit={(schedule) => {
          setEditing(schedule);
          document.getElementById("new-schedule-title")?.scrollIntoView();
        }}
        onChanged={(message) => {
          setEditing(null);
          setDone(message);
          void queryClient.invalidateQueries({ queryKey: museumKeys.all(museum.id) });
        }}
      />
      <ScheduleForm
        events={events}
        locations={view?.locations ?? []}
        editing={editing}
        onDone={() => void queryClient.invalidateQueries({ queryKey: museumKeys.all(museum.id) })}
        onStopEditing={() => setEditing(null)}
        onShow={(firstMonth, createdFor) => {
          show({ month: firstMonth, event: createdFor });
          document.getElementById("season-calendar-title")?.scrollIntoView();
        }}
      />
    </div>
  );
}
