import type { Metadata } from "next";
import { TicketTypeEditor } from "@/components/events/ticket-type-form";
import { requirePageRecords } from "@/lib/dashboard/page-records";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("EventPages");
  return { title: t("ticketType") };
}

export default async function TicketTypePage({ params }: { params: Promise<{ museumId: string; eventId: string; ticketTypeId: string }> }) {
  const { museumId, eventId, ticketTypeId } = await params;
  await requirePageRecords(museumId, [
    { kind: "event", id: eventId },
    { kind: "ticketType", id: ticketTypeId, eventId },
  ]);
  return <TicketTypeEditor eventId={eventId} ticketTypeId={ticketTypeId} />;
}
