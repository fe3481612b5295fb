"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { useMuseum } from "@/components/shell/museum-context";
import { deleteSchedule, fetchSchedules, type ScheduleRule, type SeasonEvent } from "@/lib/dashboard/documents/season";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { scheduleWords } from "./schedule-words";

/** The museum's schedules, each with its rule in words; editors change one (in the form below) or delete it. */
export function ScheduleList({ events, onEdit, onChanged }: { events: SeasonEvent[]; onEdit: (schedule: ScheduleRule) => void; onChanged: (message: string) => void }) {
  const museum = useMuseum();
  const t = useTranslations("ScheduleList");
  const weekdays = useTranslations("SeasonWeekdays");
  // Days written as the reader's browser writes the page's language, as the form reads them.
  const language = useDisplayLocale();
  const errorText = useErrorText();
  const [deleting, setDeleting] = useState<ScheduleRule | null>(null);
  const schedules = useQuery({ queryKey: museumKeys.schedules(museum.id), queryFn: () => fetchSchedules(museum.id) });
  const eventName = (id: string) => events.find((event) => event.id === id)?.name ?? t("unknownEvent");
  const words = (schedule: ScheduleRule) => scheduleWords(schedule, language, (key, values) => t(`rule.${key}` as never, values as never), (code) => weekdays(code as never));

  return (
    <section className="stack" aria-labelledby="schedules-title">
      <div>
        <h2 id="schedules-title">{t("heading")}</h2>
        <p className="muted">{t("intro")}</p>
      </div>
      {schedules.isError ? <p className="alert alert-danger">{t("loadError", { error: errorText(schedules.error) })}</p> : null}
      {schedules.data?.length === 0 ? <p className="empty">{t("none")}</p> : null}
      {schedules.data && schedules.data.length > 0 ? (
        <ul className="stack-tight" aria-labelledby="schedules-title">
          {schedules.data.map((schedule) => (
            <li key={schedule.id} className="card cluster" data-schedule={schedule.id}>
              <div className="stack-tight">
                <strong>{eventName(schedule.eventId)}</strong>
                <span>{words(schedule)}</span>
              </div>
              {museum.permissionToModifyMuseum ? (
                <div className="cluster">
                  <button className="button button-small" type="button" aria-label={`${t("change")}: ${eventName(schedule.eventId)}`} onClick={() => onEdit(schedule)}>
                    {t("change")}
                  </button>
                  <button className="button button-small button-danger" type="button" aria-label={`${t("delete")}: ${eventName(schedule.eventId)}`} onClick={() => setDeleting(schedule)}>
                    {t("delete")}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          confirmation={{
            title: t("deleteTitle", { event: eventName(deleting.eventId) }),
            text: (
              <>
                <p>{words(deleting)}</p>
                <p>{t("deleteText")}</p>
              </>
            ),
            confirm: t("deleteConfirm"),
            danger: true,
            run: () => deleteSchedule(museum.id, deleting.eventId, deleting.id),
            done: t("deleted", { event: eventName(deleting.eventId) }),
          }}
          onCancel={() => setDeleting(null)}
          onDone={(message) => {
            setDeleting(null);
            onChanged(message);
          }}
        />
      ) : null}
    </section>
  );
}
