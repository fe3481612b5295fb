import type { Metadata } from "next";
import { TimeSlotEditor } from "@/components/events/time-slot-form";
import { requirePageRecords } from "@/lib/dashboard/page-records";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("EventPages");
  return { title: t("newTimeSlot") };
}

export default async function NewTimeSlotPage({ params }: { params: Promise<{ museumId: string; eventId: string }> }) {
  const { museumId, eventId } = await params;
  await requirePageRecords(museumId, [{ kind: "event", id: eventId }]);
  return <TimeSlotEditor eventId={eventId} />;
}
