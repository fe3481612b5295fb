import type { Metadata } from "next";
import { TicketTypeEditor } from "@/components/events/ticket-type-form";

export const metadata: Metadata = { title: "Ticket type" };

export default async function TicketTypePage({ params }: { params: Promise<{ eventId: string; ticketTypeId: string }> }) {
  const { eventId, ticketTypeId } = await params;
  return <TicketTypeEditor eventId={eventId} ticketTypeId={ticketTypeId} />;
}
