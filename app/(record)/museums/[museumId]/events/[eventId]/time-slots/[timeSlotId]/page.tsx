import type { Metadata } from "next";
import { TimeSlotEditor } from "@/components/events/time-slot-form";
import { requirePageRecords } from "@/lib/dashboard/page-records";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("EventPages");
  return { title: t("timeSlot") };
}

export default async function TimeSlotPage({ params }: { params: Promise<{ museumId: string; eventId: string; timeSlotId: string }> }) {
  const { museumId, eventId, timeSlotId } = await params;
  await requirePageRecords(museumId, [
    { kind: "event", id: eventId },
    { kind: "timeSlot", id: timeSlotId, eventId },
  ]);
  return <TimeSlotEditor eventId={eventId} timeSlotId={timeSlotId} />;
}
