"use client";

import { useQuery, type QueryKey } from "@tanstack/react-query";
import Link from "next/link";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { useMuseum } from "@/components/shell/museum-context";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { fetchEvent, type EventItem } from "@/lib/dashboard/documents/events";
import { museumKeys } from "@/lib/dashboard/query-keys";

interface EventChildEditorProps<Child> {
  eventId: string;
  /** The record to edit; none for a new one. */
  childId?: string;
  /** The query key of the event's list of such records (the record's key is the list's plus its id). */
  childListKey: (museumId: string, eventId: string) => QueryKey;
  fetchChild: (museumId: string, childId: string) => Promise<Child | null>;
  title: (child: Child | undefined) => string;
  /** The form, given the event and the record (undefined for a new one). */
  children: (event: EventItem, child: Child | undefined) => ReactNode;
}

/**
 * The page of a record that belongs to an event (a time slot, a ticket type): loads the event and, when
 * editing, the record, shows why it cannot when it cannot, then the form under a trail back to the event.
 */
export function EventChildEditor<Child>({ eventId, childId, childListKey, fetchChild, title, children }: EventChildEditorProps<Child>) {
  const errorText = useErrorText();
  const t = useTranslations("EventChildEditor");
  const museum = useMuseum();
  const event = useQuery({ queryKey: museumKeys.event(museum.id, eventId), queryFn: () => fetchEvent(museum.id, eventId) });
  const child = useQuery({
    queryKey: [...childListKey(museum.id, eventId), childId],
    queryFn: () => fetchChild(museum.id, childId!),
    enabled: !!childId,
  });
  if (event.isError || child.isError) return <p className="alert alert-danger">{errorText(event.error ?? child.error)}</p>;
  if (event.isPending || (childId && child.isPending)) return <p className="empty">{t("loading")}</p>;
  if (!event.data || (childId && !child.data)) return <p className="alert alert-warning">{t("notFound", { museum: museum.name })}</p>;
  const record = child.data ?? undefined;
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <p className="small">
            <Link href={`/museums/${museum.id}/events`}>{t("events")}</Link> / <Link href={`/museums/${museum.id}/events/${event.data.id}`}>{event.data.name}</Link> /
          </p>
          <h1>{title(record)}</h1>
        </div>
      </header>
      {children(event.data, record)}
    </div>
  );
}
