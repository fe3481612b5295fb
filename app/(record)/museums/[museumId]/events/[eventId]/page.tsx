import type { Metadata } from "next";
import { EventDetail } from "@/components/events/event-detail";
import { requirePageRecords } from "@/lib/dashboard/page-records";

export const metadata: Metadata = { title: "Event" };

export default async function EventPage({ params }: { params: Promise<{ museumId: string; eventId: string }> }) {
  const { museumId, eventId } = await params;
  await requirePageRecords(museumId, [{ kind: "event", id: eventId }]);
  return <EventDetail eventId={eventId} />;
}
