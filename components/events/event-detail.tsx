"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "use-intl";
import { DataTable, type Column } from "@/components/common/data-table";
import { useMuseum } from "@/components/shell/museum-context";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { fetchEvent, fetchEventTicketTypes, fetchEventTimeSlots, type TicketTypeItem, type TimeSlotItem } from "@/lib/dashboard/documents/events";
import { formatMoney } from "@/lib/dashboard/form-values";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { formatZonedDateTime } from "@/lib/dashboard/zoned-input";
import { EventForm } from "./event-form";
import { useLocationZones } from "./use-location-zones";
import { languageName } from "@/lib/i18n/language-names";
import { nameForLanguage } from "@/lib/i18n/translated-name";
import { zoneInWords } from "@/lib/i18n/zone-words";

/** One event: its details form, its time slots with live capacity, and its ticket types. */
export function EventDetail({ eventId }: { eventId: string }) {
  const errorText = useErrorText();
  const t = useTranslations("EventDetail");
  const locale = useDisplayLocale();
  // Each ticket type is named in the dashboard's language where the museum has translated it (docs/dashboard.md, "Languages").
  const language = useLocale();
  const museum = useMuseum();
  const base = `/museums/${museum.id}/events/${eventId}`;
  const event = useQuery({ queryKey: museumKeys.event(museum.id, eventId), queryFn: () => fetchEvent(museum.id, eventId) });
  const slots = useQuery({ queryKey: museumKeys.timeSlots(museum.id, eventId), queryFn: () => fetchEventTimeSlots(museum.id, eventId), refetchInterval: 5_000 });
  const ticketTypes = useQuery({ queryKey: museumKeys.ticketTypes(museum.id, eventId), queryFn: () => fetchEventTicketTypes(museum.id, eventId) });
  const zones = useLocationZones();
  // Each slot on the wall clock of its own location (the museum's without one), which the row names.
  const slotTime = (iso: string, slot: TimeSlotItem) => formatZonedDateTime(iso, zones.zoneOf(slot.locationId), locale);

  const slotColumns: Column<TimeSlotItem>[] = [
    { header: t("starts"), cell: (slot) => <Link href={`${base}/time-slots/${slot.id}`}>{slotTime(slot.startsAt, slot)}</Link> },
    { header: t("ends"), cell: (slot) => slotTime(slot.endsAt, slot) },
    { header: t("timeZone"), cell: (slot) => zoneInWords(zones.zoneOf(slot.locationId), locale) },
    { header: t("capacity"), numeric: true, cell: (slot) => slot.capacity },
    { header: t("sold"), numeric: true, cell: (slot) => slot.soldQuantity },
    { header: t("held"), numeric: true, cell: (slot) => slot.heldQuantity },
    {
      header: t("free"),
      numeric: true,
      cell: (slot) =>
        slot.closed ? <span className="badge">{t("closed")}</span> : slot.availableCapacity <= 0 ? <span className="badge badge-danger">{t("soldOut")}</span> : slot.availableCapacity,
    },
  ];
  const ticketTypeColumns: Column<TicketTypeItem>[] = [
    {
      header: t("name"),
      cell: (type) => (
        <>
          <Link href={`${base}/ticket-types/${type.id}`}>{nameForLanguage(type.name, type.translations, language)}</Link>
          {type.addOn ? <span className="badge badge-accent"> {t("addOn")}</span> : null}
        </>
      ),
    },
    { header: t("price"), numeric: true, cell: (type) => formatMoney(type.price, type.currency, locale) },
    { header: t("languages"), cell: (type) => [type.masterLanguage, ...type.translations.map((translation) => translation.language)].map((code) => languageName(code, language)).join(", ") },
    { header: t("available"), numeric: true, cell: (type) => (type.soldOut ? <span className="badge badge-danger">{t("soldOut")}</span> : t("availableOf", { available: type.availableQuantity, max: type.maxQuantity })) },
    { header: t("status"), cell: (type) => (type.published ? <span className="badge badge-success">{t("published")}</span> : <span className="badge">{t("draft")}</span>) },
  ];

  if (event.isPending) return <p className="empty">{t("loading")}</p>;
  if (event.isError) return <p className="alert alert-danger">{errorText(event.error)}</p>;
  if (!event.data) return <p className="alert alert-warning">{t("notFound", { museum: museum.name })}</p>;

  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <p className="small">
            <Link href={`/museums/${museum.id}/events`}>{t("events")}</Link> /
          </p>
          <h1>{event.data.name}</h1>
        </div>
      </header>
      <EventForm key={event.data.id} event={event.data} />

      <EventChildList headingId="slots-heading" title={t("timeSlots")} addLabel={t("addTimeSlot")} addHref={`${base}/time-slots/new`} columns={slotColumns} rows={slots.data} empty={t("noTimeSlots")} />
      <EventChildList
        headingId="ticket-types-heading"
        title={t("ticketTypes")}
        addLabel={t("addTicketType")}
        addHref={`${base}/ticket-types/new`}
        columns={ticketTypeColumns}
        rows={ticketTypes.data}
        empty={t("noTicketTypes")}
      />
    </div>
  );
}

/** A card of the event's time slots or ticket types, with the link that adds one for those who may. */
function EventChildList<Row extends { id: string }>({
  headingId,
  title,
  addLabel,
  addHref,
  columns,
  rows,
  empty,
}: {
  headingId: string;
  title: string;
  addLabel: string;
  addHref: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  empty: string;
}) {
  const museum = useMuseum();
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card-header">
        <h2 id={headingId}>{title}</h2>
        {museum.permissionToModifyMuseum ? (
          <Link className="button button-small" href={addHref}>
            {addLabel}
          </Link>
        ) : null}
      </div>
      <DataTable label={title} columns={columns} page={rows && { total: rows.length, list: rows }} empty={empty} />
    </section>
  );
}
