import type { Metadata } from "next";
import Link from "next/link";
import { EventForm } from "@/components/events/event-form";
import { serverTranslator } from "@/lib/dashboard/i18n/request-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("EventPages");
  return { title: t("newEvent") };
}

export default async function NewEventPage({ params }: { params: Promise<{ museumId: string }> }) {
  const { museumId } = await params;
  const t = await serverTranslator("EventPages");
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <p className="small">
            <Link href={`/museums/${museumId}/events`}>{t("events")}</Link> /
          </p>
          <h1>{t("newEvent")}</h1>
        </div>
      </header>
      <EventForm />
    </div>
  );
}
