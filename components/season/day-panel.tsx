"use client";

import type { Ref } from "react";
import { useLocale, useTranslations } from "use-intl";
import type { SeasonDay, SeasonSlot } from "@/lib/dashboard/documents/season";
import type { SeasonChange } from "./confirm-change";
import { clockIn, dayTitle, loadPercent } from "./season-text";
import styles from "./season.module.css";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { zoneInWords } from "@/lib/i18n/zone-words";

interface DayPanelProps {
  day: SeasonDay;
  /** Why the day is closed (its slots' one reason, or a schedule's closed date), when it is. */
  closedReason: string | null;
  /** The chosen event's name, or null when the calendar shows every event. */
  eventName: string | null;
  /** The zone a slot's times are read in: its location's, else the museum's. */
  zoneOf: (slot: SeasonSlot) => string;
  canEdit: boolean;
  onChange: (change: SeasonChange) => void;
  /** The day's heading, which takes focus when a day is chosen. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** One day of the calendar: its slots with their load and state, and (for editors) closing and reopening the day or a slot. */
export function DayPanel({ day, closedReason, eventName, zoneOf, canEdit, onChange, headingRef }: DayPanelProps) {
  const t = useTranslations("SeasonDay");
  const language = useLocale();
  const taken = day.soldQuantity + day.heldQuantity;
  const open = day.slots.length - day.closedSlots;
  const figures = { slots: day.slots.length, taken, capacity: day.capacity, sold: day.soldQuantity, held: day.heldQuantity, closed: day.closedSlots };
  return (
    <section className="card stack-tight" aria-labelledby="season-day-title">
      <div className="cluster">
        <h2 id="season-day-title" ref={headingRef} tabIndex={-1}>
          {dayTitle(day.date, language)}
        </h2>
        {day.closed || closedReason ? <span className="badge badge-danger">{closedReason ? t("closedDay", { reason: closedReason }) : t("closed")}</span> : null}
      </div>
      {day.slots.length === 0 ? (
        closedReason ? null : <p className="muted">{eventName ? t("noSlotsFor", { event: eventName }) : t("noSlots")}</p>
      ) : (
        <>
          <p className="muted small">{day.closedSlots > 0 ? t("summaryClosed", figures) : t("summary", figures)}</p>
          {canEdit ? (
            <div className="form-actions">
              {open > 0 ? (
                <button className="button button-danger" type="button" onClick={() => onChange({ kind: "day", closed: true, day, eventName })}>
                  {t("closeDay")}
                </button>
              ) : null}
              {day.closedSlots > 0 ? (
                <button className="button" type="button" onClick={() => onChange({ kind: "day", closed: false, day, eventName })}>
                  {t("reopenDay")}
                </button>
              ) : null}
            </div>
          ) : null}
          <ul className={styles.slots} aria-label={t("slotsOn", { day: dayTitle(day.date, language) })}>
            {day.slots.map((slot) => (
              <SlotRow key={slot.id} slot={slot} day={day} zone={zoneOf(slot)} canEdit={canEdit} onChange={onChange} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function SlotRow({ slot, day, zone, canEdit, onChange }: { slot: SeasonSlot; day: SeasonDay; zone: string; canEdit: boolean; onChange: (change: SeasonChange) => void }) {
  const t = useTranslations("SeasonDay");
  const displayLocale = useDisplayLocale();
  const time = clockIn(slot.startsAt, zone);
  const taken = slot.soldQuantity + slot.heldQuantity;
  const action = slot.closed ? t("reopenAt", { time }) : t("closeAt", { time });
  return (
    <li className={styles.slot} data-closed={slot.closed}>
      <div>
        <span className={styles.slotTime}>
          {time}–{clockIn(slot.endsAt, zone)}
        </span>{" "}
        <span className="muted small">({zoneInWords(zone, displayLocale)})</span>
        <div className="small">{slot.event?.name ?? t("noEvent")}</div>
        <div className="muted small">
          {t("taken", { taken, capacity: slot.capacity, percent: loadPercent(taken, slot.capacity) })}
        </div>
      </div>
      <div className="cluster">
        {slot.closed ? <span className="badge badge-danger">{slot.closedReason ? t("closedBecause", { reason: slot.closedReason }) : t("closed")}</span> : <span className="badge badge-success">{t("open")}</span>}
        {canEdit ? (
          <button
            className={`button button-small ${slot.closed ? "" : "button-danger"}`}
            type="button"
            // The visible words first, then the event, for a screen reader among slots at the same time.
            aria-label={slot.event ? `${action}, ${slot.event.name}` : undefined}
            onClick={() => onChange({ kind: "slot", closed: !slot.closed, day, slot, time })}
          >
            {action}
          </button>
        ) : null}
      </div>
    </li>
  );
}
