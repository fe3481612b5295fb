import type { Metadata } from "next";
import { TicketTypeEditor } from "@/components/events/ticket-type-form";

export const metadata: Metadata = { title: "New ticket type" };

export default async function NewTicketTypePage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <TicketTypeEditor eventId={eventId} />;
}
