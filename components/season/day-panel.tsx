"use client";

import type { Ref } from "react";
import type { SeasonDay, SeasonSlot } from "@/lib/dashboard/documents/season";
import type { SeasonChange } from "./confirm-change";
import { clockIn, dayTitle, loadPercent, plural } from "./season-text";
import styles from "./season.module.css";

interface DayPanelProps {
  day: SeasonDay;
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
export function DayPanel({ day, eventName, zoneOf, canEdit, onChange, headingRef }: DayPanelProps) {
  const taken = day.soldQuantity + day.heldQuantity;
  const open = day.slots.length - day.closedSlots;
  return (
    <section className="card stack-tight" aria-labelledby="season-day-title">
      <div className="cluster">
        <h2 id="season-day-title" ref={headingRef} tabIndex={-1}>
          {dayTitle(day.date)}
        </h2>
        {day.closed ? <span className="badge badge-danger">Closed</span> : null}
      </div>
      {day.slots.length === 0 ? (
        <p className="muted">No time slots on this day{eventName ? ` for ${eventName}` : ""}.</p>
      ) : (
        <>
          <p className="muted small">
            {plural(day.slots.length, "time slot")}: {taken} of {day.capacity} places taken ({day.soldQuantity} sold, {day.heldQuantity} on hold)
            {day.closedSlots > 0 ? `, ${day.closedSlots} closed` : ""}.
          </p>
          {canEdit ? (
            <div className="form-actions">
              {open > 0 ? (
                <button className="button button-danger" type="button" onClick={() => onChange({ kind: "day", closed: true, day, eventName })}>
                  Close this day
                </button>
              ) : null}
              {day.closedSlots > 0 ? (
                <button className="button" type="button" onClick={() => onChange({ kind: "day", closed: false, day, eventName })}>
                  Reopen this day
                </button>
              ) : null}
            </div>
          ) : null}
          <ul className={styles.slots} aria-label={`Time slots on ${dayTitle(day.date)}`}>
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
  const time = clockIn(slot.startsAt, zone);
  const taken = slot.soldQuantity + slot.heldQuantity;
  const label = `${time}${slot.event ? `, ${slot.event.name}` : ""}`;
  return (
    <li className={styles.slot} data-closed={slot.closed}>
      <div>
        <span className={styles.slotTime}>
          {time}–{clockIn(slot.endsAt, zone)}
        </span>{" "}
        <span className="muted small">({zone})</span>
        <div className="small">{slot.event?.name ?? "No event"}</div>
        <div className="muted small">
          {taken} of {slot.capacity} taken ({loadPercent(taken, slot.capacity)}%)
        </div>
      </div>
      <div className="cluster">
        {slot.closed ? <span className="badge badge-danger">Closed{slot.closedReason ? `: ${slot.closedReason}` : ""}</span> : <span className="badge badge-success">Open</span>}
        {canEdit ? (
          <button
            className={`button button-small ${slot.closed ? "" : "button-danger"}`}
            type="button"
            aria-label={`${slot.closed ? "Reopen" : "Close"} the ${label} time slot`}
            onClick={() => onChange({ kind: "slot", closed: !slot.closed, day, slot, time })}
          >
            {slot.closed ? "Reopen" : "Close"}
          </button>
        ) : null}
      </div>
    </li>
  );
}
