import type { Metadata } from "next";
import { EventDetail } from "@/components/events/event-detail";
import { requirePageRecords } from "@/lib/dashboard/page-records";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("EventPages");
  return { title: t("event") };
}

export default async function EventPage({ params }: { params: Promise<{ museumId: string; eventId: string }> }) {
  const { museumId, eventId } = await params;
  await requirePageRecords(museumId, [{ kind: "event", id: eventId }]);
  return <EventDetail eventId={eventId} />;
}
