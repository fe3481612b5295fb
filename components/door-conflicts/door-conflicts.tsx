"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { noSubscription } from "@/lib/dashboard/use-hydrated";
import { useTranslations } from "use-intl";
import { DataTable, type Column } from "@/components/common/data-table";
import { DayPicker } from "@/components/common/day-picker";
import { Pager } from "@/components/common/pager";
import { useMuseum } from "@/components/shell/museum-context";
import { dayIn, isCalendarDay } from "@/lib/dashboard/calendar-day";
import { fetchDoorConflicts, reasonKey, type DoorConflict } from "@/lib/dashboard/door-conflicts";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { zoneInWords } from "@/lib/i18n/zone-words";
import styles from "./door-conflicts.module.css";
import { nameForLanguage } from "@/lib/i18n/translated-name";

// The Door conflicts page (docs/dashboard.md): one day's conflicts in the museum's time zone, newest
// first, each with both sides of the collision. New conflicts arrive whenever a phone reconnects, so
// the list is read again every few seconds.

const PAGE_SIZE = 50;
const POLL_MS = 5_000;

/** Today in the museum's time zone, the days the list counts in; null while rendering on the server. */
function useMuseumToday(timeZone: string): string | null {
  return useSyncExternalStore(noSubscription, () => dayIn(new Date(), timeZone), () => null);
}

export function DoorConflicts() {
  const museum = useMuseum();
  const today = useMuseumToday(museum.timezone);
  const t = useTranslations("DoorConflicts");
  return today ? <ConflictsOfDay today={today} /> : <p className="empty">{t("loading")}</p>;
}

function ConflictsOfDay({ today }: { today: string }) {
  const museum = useMuseum();
  const t = useTranslations("DoorConflicts");
  const errorText = useErrorText();
  const router = useRouter();
  const pathname = usePathname();
  const requested = useSearchParams().get("day");
  const day = isCalendarDay(requested) ? requested : today;
  const [page, setPage] = useState({ day, number: 0 });
  const pageNumber = page.day === day ? page.number : 0;

  const conflicts = useQuery({
    queryKey: [...museumKeys.doorConflicts(museum.id), day, pageNumber],
    queryFn: () => fetchDoorConflicts(museum.id, { day, limit: PAGE_SIZE, offset: pageNumber * PAGE_SIZE }),
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
  const shown = conflicts.isPlaceholderData ? undefined : conflicts.data;
  const goTo = (next: string) => router.replace(next === today ? pathname : `${pathname}?day=${next}`, { scroll: false });

  const columns: Column<DoorConflict>[] = [
    { header: t("visitor"), cell: (conflict) => <Visitor conflict={conflict} /> },
    { header: t("thisScan"), cell: (conflict) => <ScanSide conflict={conflict} day={day} /> },
    { header: t("earlier"), cell: (conflict) => <EarlierSide conflict={conflict} day={day} /> },
    { header: t("reason"), cell: (conflict) => <span className="badge badge-warning">{t(`reasons.${reasonKey(conflict)}`, { code: conflict.reason })}</span> },
  ];

  return (
    <div className="stack">
      <DayPicker title={t("title")} day={day} today={today} inputId="conflicts-day" onDay={goTo} />
      <p className="muted">{t("intro")}</p>
      <section className="card" aria-label={t("tableLabel")}>
        {shown && shown.total > PAGE_SIZE ? (
          <Pager label={t("pages")} page={pageNumber} pageSize={PAGE_SIZE} total={shown.total} onPage={(number) => setPage({ day, number })} />
        ) : null}
        {conflicts.isError ? <p className="alert alert-danger">{errorText(conflicts.error)}</p> : null}
        {!shown && !conflicts.isError ? <p className="empty">{t("loading")}</p> : null}
        <DataTable label={t("tableLabel")} columns={columns} page={shown} empty={t("empty")} cardsOnPhone />
      </section>
    </div>
  );
}

/** Who came in and on what: a link to the ticket's order or the member's page where there is one. */
function Visitor({ conflict }: { conflict: DoorConflict }) {
  const museum = useMuseum();
  const t = useTranslations("DoorConflicts");
  const locale = useDisplayLocale();
  const name = conflict.visitorName ?? t("noName");
  const href = conflict.orderId ? `/museums/${museum.id}/orders/${conflict.orderId}` : conflict.customerId ? `/museums/${museum.id}/customers/${conflict.customerId}` : null;
  const clock = (iso: string) => new Intl.DateTimeFormat(locale, { timeZone: conflict.timeZone, hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
  return (
    <div className={styles.cell}>
      <strong>{href ? <Link href={href}>{name}</Link> : name}</strong>
      <span>
        {conflict.kind === "TICKET" ? t("ticket") : t("membership")}: {nameForLanguage(conflict.admits, conflict.admitsTranslations, locale)}
      </span>
      {conflict.slot ? <span className="muted small">{t("slot", { from: clock(conflict.slot.startsAt), to: clock(conflict.slot.endsAt) })}</span> : null}
      <span className="muted small">{t("timesIn", { zone: zoneInWords(conflict.timeZone, locale) })}</span>
    </div>
  );
}

/** An instant in the conflict's zone: the time, with the date when it is not the day shown. */
function useWhen(conflict: DoorConflict, day: string) {
  const locale = useDisplayLocale();
  return (iso: string) => {
    const instant = new Date(iso);
    const sameDay = dayIn(instant, conflict.timeZone) === day;
    const format = sameDay ? { hour: "2-digit", minute: "2-digit" } as const : { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" } as const;
    return new Intl.DateTimeFormat(locale, { timeZone: conflict.timeZone, ...format }).format(instant);
  };
}

function ScanSide({ conflict, day }: { conflict: DoorConflict; day: string }) {
  const t = useTranslations("DoorConflicts");
  const when = useWhen(conflict, day);
  return (
    <div className={styles.cell}>
      <span>{t("phone", { device: conflict.scan.deviceId })}</span>
      <span>{conflict.scan.entrance ? t("entrance", { entrance: conflict.scan.entrance }) : t("noEntrance")}</span>
      <span>{t("scannedAt", { time: when(conflict.scan.scannedAt) })}</span>
      <span className="muted small">{t("syncedAt", { time: when(conflict.scan.syncedAt) })}</span>
    </div>
  );
}

function EarlierSide({ conflict, day }: { conflict: DoorConflict; day: string }) {
  const t = useTranslations("DoorConflicts");
  const when = useWhen(conflict, day);
  const earlier = conflict.earlier;
  if (!earlier) return <span className="muted">{t("none")}</span>;
  return (
    <div className={styles.cell}>
      <span>{earlier.deviceId ? t("phone", { device: earlier.deviceId }) : t("onlineDoor")}</span>
      <span>{earlier.entrance ? t("entrance", { entrance: earlier.entrance }) : t("noEntrance")}</span>
      <span>{t("admittedAt", { time: when(earlier.at) })}</span>
    </div>
  );
}
