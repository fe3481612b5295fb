import type { SchedulePreview } from "@/lib/dashboard/documents/season";
import { clockIn, plural, shortDayIn } from "./season-text";

// A long season makes thousands of slots; the first ones show what the rule means.
const SHOWN = 60;

/** The dry run's slots: what "Create" would make, in the location's time zone. */
export function SchedulePreviewList({ preview }: { preview: SchedulePreview }) {
  const { slots, timeZone, count } = preview;
  return (
    <div className="stack-tight" role="region" aria-label="Preview">
      <p role="status">
        {count === 0
          ? "This rule makes no time slots from now on: check the dates, the days of the week and the closed dates."
          : `${plural(count, "time slot")} would be made (times in ${timeZone}). Nothing is saved until you press Create.`}
      </p>
      {count > 0 ? (
        <div className="table-wrap">
          <table className="table" aria-label="Time slots the schedule would make">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Starts</th>
                <th scope="col">Ends</th>
              </tr>
            </thead>
            <tbody>
              {slots.slice(0, SHOWN).map((slot) => (
                <tr key={slot.startsAt}>
                  <td>{shortDayIn(slot.startsAt, timeZone)}</td>
                  <td>{clockIn(slot.startsAt, timeZone)}</td>
                  <td>{clockIn(slot.endsAt, timeZone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {count > SHOWN ? <p className="muted small">…and {plural(count - SHOWN, "more time slot")}.</p> : null}
    </div>
  );
}
