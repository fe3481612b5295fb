import type { Metadata } from "next";
import Link from "next/link";
import { EventForm } from "@/components/events/event-form";

export const metadata: Metadata = { title: "New event" };

export default async function NewEventPage({ params }: { params: Promise<{ museumId: string }> }) {
  const { museumId } = await params;
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <p className="small">
            <Link href={`/museums/${museumId}/events`}>Events</Link> /
          </p>
          <h1>New event</h1>
        </div>
      </header>
      <EventForm />
    </div>
  );
}
