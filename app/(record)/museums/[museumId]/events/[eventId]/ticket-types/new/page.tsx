import type { Metadata } from "next";
import { TicketTypeEditor } from "@/components/events/ticket-type-form";
import { requirePageRecords } from "@/lib/dashboard/page-records";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("EventPages");
  return { title: t("newTicketType") };
}

export default async function NewTicketTypePage({ params }: { params: Promise<{ museumId: string; eventId: string }> }) {
  const { museumId, eventId } = await params;
  await requirePageRecords(museumId, [{ kind: "event", id: eventId }]);
  return <TicketTypeEditor eventId={eventId} />;
}
