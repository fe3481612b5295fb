import type { Metadata } from "next";
import { TicketTypeEditor } from "@/components/events/ticket-type-form";
import { requirePageRecords } from "@/lib/dashboard/page-records";

export const metadata: Metadata = { title: "Ticket type" };

export default async function TicketTypePage({ params }: { params: Promise<{ museumId: string; eventId: string; ticketTypeId: string }> }) {
  const { museumId, eventId, ticketTypeId } = await params;
  await requirePageRecords(museumId, [
    { kind: "event", id: eventId },
    { kind: "ticketType", id: ticketTypeId, eventId },
  ]);
  return <TicketTypeEditor eventId={eventId} ticketTypeId={ticketTypeId} />;
}
