"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useMuseum } from "@/components/shell/museum-context";
import { errorText } from "@/lib/dashboard/dashboard-error";
import { fetchEvent, fetchEventTicketTypes, fetchEventTimeSlots } from "@/lib/dashboard/documents/events";
import { formatDateTime, formatMoney } from "@/lib/dashboard/form-values";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { EventForm } from "./event-form";

/** One event: its details form, its time slots with live capacity, and its ticket types. */
export function EventDetail({ eventId }: { eventId: string }) {
  const museum = useMuseum();
  const base = `/museums/${museum.id}/events/${eventId}`;
  const event = useQuery({ queryKey: museumKeys.event(museum.id, eventId), queryFn: () => fetchEvent(museum.id, eventId) });
  const slots = useQuery({ queryKey: museumKeys.timeSlots(museum.id, eventId), queryFn: () => fetchEventTimeSlots(museum.id, eventId), refetchInterval: 5_000 });
  const ticketTypes = useQuery({ queryKey: museumKeys.ticketTypes(museum.id, eventId), queryFn: () => fetchEventTicketTypes(museum.id, eventId) });

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

      <section className="card" aria-labelledby="slots-heading">
        <div className="card-header">
          <h2 id="slots-heading">Time slots</h2>
          {museum.permissionToModifyMuseum ? (
            <Link className="button button-small" href={`${base}/time-slots/new`}>
              Add time slot
            </Link>
          ) : null}
        </div>
        {slots.data?.length === 0 ? <p className="empty">No time slots yet.</p> : null}
        {slots.data && slots.data.length > 0 ? (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Starts</th>
                  <th scope="col">Ends</th>
                  <th scope="col" className="numeric">Capacity</th>
                  <th scope="col" className="numeric">Sold</th>
                  <th scope="col" className="numeric">Held</th>
                  <th scope="col" className="numeric">Free</th>
                </tr>
              </thead>
              <tbody>
                {slots.data.map((slot) => (
                  <tr key={slot.id}>
                    <td>
                      <Link href={`${base}/time-slots/${slot.id}`}>{formatDateTime(slot.startsAt)}</Link>
                    </td>
                    <td>{formatDateTime(slot.endsAt)}</td>
                    <td className="numeric">{slot.capacity}</td>
                    <td className="numeric">{slot.soldQuantity}</td>
                    <td className="numeric">{slot.heldQuantity}</td>
                    <td className="numeric">{slot.availableCapacity <= 0 ? <span className="badge badge-danger">Sold out</span> : slot.availableCapacity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>

      <section className="card" aria-labelledby="ticket-types-heading">
        <div className="card-header">
          <h2 id="ticket-types-heading">Ticket types</h2>
          {museum.permissionToModifyMuseum ? (
            <Link className="button button-small" href={`${base}/ticket-types/new`}>
              Add ticket type
            </Link>
          ) : null}
        </div>
        {ticketTypes.data?.length === 0 ? <p className="empty">No ticket types yet.</p> : null}
        {ticketTypes.data && ticketTypes.data.length > 0 ? (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col" className="numeric">Price</th>
                  <th scope="col">Languages</th>
                  <th scope="col" className="numeric">Available</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {ticketTypes.data.map((type) => (
                  <tr key={type.id}>
                    <td>
                      <Link href={`${base}/ticket-types/${type.id}`}>{type.name}</Link>
                      {type.addOn ? <span className="badge badge-accent"> add-on</span> : null}
                    </td>
                    <td className="numeric">{formatMoney(type.price, type.currency)}</td>
                    <td>{[type.masterLanguage, ...type.translations.map((translation) => translation.language)].join(", ")}</td>
                    <td className="numeric">{type.soldOut ? <span className="badge badge-danger">Sold out</span> : `${type.availableQuantity} of ${type.maxQuantity}`}</td>
                    <td>{type.published ? <span className="badge badge-success">Published</span> : <span className="badge">Draft</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </div>
  );
}
