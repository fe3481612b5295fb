"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { DataTable, type Column } from "@/components/common/data-table";
import { Pager } from "@/components/common/pager";
import { useMuseum } from "@/components/shell/museum-context";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { EVENTS_PAGE_SIZE, fetchEvents, type EventItem } from "@/lib/dashboard/documents/events";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { formatZonedDateTime } from "@/lib/dashboard/zoned-input";
import { zoneInWords } from "@/lib/i18n/zone-words";

export function EventList() {
  const errorText = useErrorText();
  const t = useTranslations("EventList");
  const locale = useDisplayLocale();
  const museum = useMuseum();
  const [page, setPage] = useState(0);
  const events = useQuery({ queryKey: museumKeys.eventList(museum.id, page), queryFn: () => fetchEvents(museum.id, page), placeholderData: keepPreviousData });
  const locationName = new Map(events.data?.locations.map((location) => [location.id, location.name]));
  // An event starts on its location's wall clock (the museum's without one), not the browser's.
  const locationZone = new Map(events.data?.locations.map((location) => [location.id, location.timezone]));
  const zoneOf = (event: EventItem) => (event.locationId ? locationZone.get(event.locationId) : undefined) ?? museum.timezone;

  const columns: Column<EventItem>[] = [
    { header: t("name"), cell: (event) => <Link href={`/museums/${museum.id}/events/${event.id}`}>{event.name}</Link> },
    { header: t("location"), cell: (event) => (event.locationId ? (locationName.get(event.locationId) ?? "—") : "—") },
    { header: t("starts"), cell: (event) => (event.startsAt ? `${formatZonedDateTime(event.startsAt, zoneOf(event), locale)} (${zoneInWords(zoneOf(event), locale)})` : "—") },
    { header: t("status"), cell: (event) => (event.published ? <span className="badge badge-success">{t("published")}</span> : <span className="badge">{t("draft")}</span>) },
  ];

  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>{t("title")}</h1>
          <p>{t("intro")}</p>
        </div>
        {museum.permissionToModifyMuseum ? (
          <Link className="button button-primary" href={`/museums/${museum.id}/events/new`}>
            {t("newEvent")}
          </Link>
        ) : null}
      </header>
      <section className="card" aria-labelledby="events-heading">
        <div className="card-header">
          <h2 id="events-heading">{t("allEvents")}</h2>
          {events.data ? <Pager label={t("pages")} page={page} pageSize={EVENTS_PAGE_SIZE} total={events.data.total} onPage={setPage} /> : null}
        </div>
        {events.isError ? <p className="alert alert-danger">{errorText(events.error)}</p> : null}
        {events.isPending ? <p className="empty">{t("loading")}</p> : null}
        <DataTable label={t("title")} columns={columns} page={events.data} empty={t("empty")} />
      </section>
    </div>
  );
}
