import type { Metadata } from "next";
import { TimeSlotEditor } from "@/components/events/time-slot-form";

export const metadata: Metadata = { title: "Time slot" };

export default async function TimeSlotPage({ params }: { params: Promise<{ eventId: string; timeSlotId: string }> }) {
  const { eventId, timeSlotId } = await params;
  return <TimeSlotEditor eventId={eventId} timeSlotId={timeSlotId} />;
}
