import type { Metadata } from "next";
import { EventList } from "@/components/events/event-list";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("EventPages");
  return { title: t("events") };
}

export default function EventsPage() {
  return <EventList />;
}
