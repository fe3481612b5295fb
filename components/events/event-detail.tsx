"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { DataTable, type Column } from "@/components/common/data-table";
import { useMuseum } from "@/components/shell/museum-context";
import { errorText } from "@/lib/dashboard/dashboard-error";
import { fetchEvent, fetchEventTicketTypes, fetchEventTimeSlots, type TicketTypeItem, type TimeSlotItem } from "@/lib/dashboard/documents/events";
import { formatMoney } from "@/lib/dashboard/form-values";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { formatZonedDateTime } from "@/lib/dashboard/zoned-input";
import { EventForm } from "./event-form";
import { useLocationZones } from "./use-location-zones";

/** One event: its details form, its time slots with live capacity, and its ticket types. */
export function EventDetail({ eventId }: { eventId: string }) {
  const museum = useMuseum();
  const base = `/museums/${museum.id}/events/${eventId}`;
  const event = useQuery({ queryKey: museumKeys.event(museum.id, eventId), queryFn: () => fetchEvent(museum.id, eventId) });
  const slots = useQuery({ queryKey: museumKeys.timeSlots(museum.id, eventId), queryFn: () => fetchEventTimeSlots(museum.id, eventId), refetchInterval: 5_000 });
  const ticketTypes = useQuery({ queryKey: museumKeys.ticketTypes(museum.id, eventId), queryFn: () => fetchEventTicketTypes(museum.id, eventId) });
  const zones = useLocationZones();
  // Each slot on the wall clock of its own location (the museum's without one), which the row names.
  const slotTime = (iso: string, slot: TimeSlotItem) => formatZonedDateTime(iso, zones.zoneOf(slot.locationId));

  const slotColumns: Column<TimeSlotItem>[] = [
    { header: "Starts", cell: (slot) => <Link href={`${base}/time-slots/${slot.id}`}>{slotTime(slot.startsAt, slot)}</Link> },
    { header: "Ends", cell: (slot) => slotTime(slot.endsAt, slot) },
    { header: "Time zone", cell: (slot) => zones.zoneOf(slot.locationId) },
    { header: "Capacity", numeric: true, cell: (slot) => slot.capacity },
    { header: "Sold", numeric: true, cell: (slot) => slot.soldQuantity },
    { header: "Held", numeric: true, cell: (slot) => slot.heldQuantity },
    {
      header: "Free",
      numeric: true,
      cell: (slot) =>
        slot.closed ? <span className="badge">Closed</span> : slot.availableCapacity <= 0 ? <span className="badge badge-danger">Sold out</span> : slot.availableCapacity,
    },
  ];
  const ticketTypeColumns: Column<TicketTypeItem>[] = [
    {
      header: "Name",
      cell: (type) => (
        <>
          <Link href={`${base}/ticket-types/${type.id}`}>{type.name}</Link>
          {type.addOn ? <span className="badge badge-accent"> add-on</span> : null}
        </>
      ),
    },
    { header: "Price", numeric: true, cell: (type) => formatMoney(type.price, type.currency) },
    { header: "Languages", cell: (type) => [type.masterLanguage, ...type.translations.map((translation) => translation.language)].join(", ") },
    { header: "Available", numeric: true, cell: (type) => (type.soldOut ? <span className="badge badge-danger">Sold out</span> : `${type.availableQuantity} of ${type.maxQuantity}`) },
    { header: "Status", cell: (type) => (type.published ? <span className="badge badge-success">Published</span> : <span className="badge">Draft</span>) },
  ];

  if (event.isPending) return <p className="empty">Loading the event…</p>;
  if (event.isError) return <p className="alert alert-danger">{errorText(event.error)}</p>;
  if (!event.data) return <p className="alert alert-warning">This event does not exist in {museum.name}.</p>;

  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <p className="small">
            <Link href={`/museums/${museum.id}/events`}>Events</Link> /
          </p>
          <h1>{event.data.name}</h1>
        </div>
      </header>
      <EventForm key={event.data.id} event={event.data} />

      <EventChildList headingId="slots-heading" title="Time slots" addLabel="Add time slot" addHref={`${base}/time-slots/new`} columns={slotColumns} rows={slots.data} empty="No time slots yet." />
      <EventChildList
        headingId="ticket-types-heading"
        title="Ticket types"
        addLabel="Add ticket type"
        addHref={`${base}/ticket-types/new`}
        columns={ticketTypeColumns}
        rows={ticketTypes.data}
        empty="No ticket types yet."
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
