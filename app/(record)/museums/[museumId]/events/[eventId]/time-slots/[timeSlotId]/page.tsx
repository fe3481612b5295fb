import type { Metadata } from "next";
import { TimeSlotEditor } from "@/components/events/time-slot-form";
import { requirePageRecords } from "@/lib/dashboard/page-records";

export const metadata: Metadata = { title: "Time slot" };

export default async function TimeSlotPage({ params }: { params: Promise<{ museumId: string; eventId: string; timeSlotId: string }> }) {
  const { museumId, eventId, timeSlotId } = await params;
  await requirePageRecords(museumId, [
    { kind: "event", id: eventId },
    { kind: "timeSlot", id: timeSlotId, eventId },
  ]);
  return <TimeSlotEditor eventId={eventId} timeSlotId={timeSlotId} />;
}
