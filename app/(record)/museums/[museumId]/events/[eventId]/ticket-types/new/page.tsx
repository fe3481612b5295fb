import type { Metadata } from "next";
import { TicketTypeEditor } from "@/components/events/ticket-type-form";
import { requirePageRecords } from "@/lib/dashboard/page-records";

export const metadata: Metadata = { title: "New ticket type" };

export default async function NewTicketTypePage({ params }: { params: Promise<{ museumId: string; eventId: string }> }) {
  const { museumId, eventId } = await params;
  await requirePageRecords(museumId, [{ kind: "event", id: eventId }]);
  return <TicketTypeEditor eventId={eventId} />;
}
