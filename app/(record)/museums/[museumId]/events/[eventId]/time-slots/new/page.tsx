import type { Metadata } from "next";
import { TimeSlotEditor } from "@/components/events/time-slot-form";
import { requirePageRecords } from "@/lib/dashboard/page-records";

export const metadata: Metadata = { title: "New time slot" };

export default async function NewTimeSlotPage({ params }: { params: Promise<{ museumId: string; eventId: string }> }) {
  const { museumId, eventId } = await params;
  await requirePageRecords(museumId, [{ kind: "event", id: eventId }]);
  return <TimeSlotEditor eventId={eventId} />;
}
