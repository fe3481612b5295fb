import type { Metadata } from "next";
import { TimeSlotEditor } from "@/components/events/time-slot-form";

export const metadata: Metadata = { title: "New time slot" };

export default async function NewTimeSlotPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <TimeSlotEditor eventId={eventId} />;
}
