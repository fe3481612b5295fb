"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { DayPicker } from "@/components/common/day-picker";
import { useMuseum } from "@/components/shell/museum-context";
import { dayWindow, isCalendarDay } from "@/lib/dashboard/calendar-day";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { fetchDayCapacity } from "@/lib/dashboard/documents/capacity";
import { groupByLocation } from "@/lib/dashboard/today-groups";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { useBrowserToday } from "@/lib/dashboard/use-browser-today";
import { InsideNow } from "./inside-now";
import { LiveStatus } from "./live-status";
import { SlotCard } from "./slot-card";
import styles from "./today.module.css";
import { zoneInWords } from "@/lib/i18n/zone-words";

// Capacity changes anywhere (REST, MCP, another tab) show within about a second: the day is polled
// every second while the page is visible, and a poll costs one GraphQL request.
const POLL_MS = 1_000;
// A poll not answered by then is given up, so the next one can start once the connection is back.
const POLL_TIMEOUT_MS = 5_000;

export function LiveCapacity() {
  const today = useBrowserToday();
  const t = useTranslations("Today");
  return today ? <DayCapacity today={today} /> : <p className="empty">{t("loadingSlots")}</p>;
}

function DayCapacity({ today }: { today: string }) {
  const errorText = useErrorText();
  const museum = useMuseum();
  const t = useTranslations("Today");
  const locale = useDisplayLocale();
  const conflicts = useTranslations("DoorConflicts");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const requested = searchParams.get("date");
  const day = isCalendarDay(requested) ? requested : today;

  const capacity = useQuery({
    queryKey: museumKeys.capacity(museum.id, day),
    queryFn: () => {
      const { from, to } = dayWindow(day);
      return fetchDayCapacity(museum.id, from, to, day, POLL_TIMEOUT_MS);
    },
    refetchInterval: POLL_MS,
    // A failed poll is tried again by the next one, a second later; LiveStatus says "Offline" meanwhile.
    retry: false,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

  // After moving to another day, the previous day's figures stand in until the new day's arrive
  // (keepPreviousData, so the live status stays steady); they are not this day's, so none is shown as such.
  const figures = capacity.isPlaceholderData ? undefined : capacity.data;
  const groups = useMemo(() => (figures ? groupByLocation(day, figures.locations, figures.slots, t("noLocation")) : []), [figures, day, t]);
  // No figures while a day loads: the previous day's are not this day's, and zeros would say the day is empty.
  const totals = figures
    ? groups
        .flatMap((group) => group.slots)
        .reduce(
          (sum, slot) => ({
            capacity: sum.capacity + slot.capacity,
            sold: sum.sold + slot.soldQuantity,
            held: sum.held + slot.heldQuantity,
            available: sum.available + slot.sellableQuantity,
          }),
          { capacity: 0, sold: 0, held: 0, available: 0 },
        )
    : undefined;

  const goTo = (next: string) => router.replace(next === today ? pathname : `${pathname}?date=${next}`, { scroll: false });

  return (
    <div className="stack">
      <DayPicker title={t("title")} day={day} today={today} inputId="capacity-day" onDay={goTo} />

      <section className={styles.summary} aria-label={t("inNumbers")}>
        <Stat label={t("capacity")} value={totals?.capacity} />
        <Stat label={t("sold")} value={totals?.sold} />
        <Stat label={t("held")} value={totals?.held} />
        <Stat label={t("available")} value={totals?.available} hint={t("availableHint")} />
        <Stat
          label={day === today ? t("admittedToday") : t("admittedOnDay")}
          value={figures?.visitorsAdmitted}
          hint={t("admittedHint", { timeZone: zoneInWords(museum.timezone, locale) })}
        />
        {figures && figures.admittedTwice > 0 ? (
          <Stat label={t("admittedTwice")} value={figures.admittedTwice} hint={t("admittedTwiceHint")}>
            {museum.permissionToModifyMuseum ? (
              <Link className="small" href={`/museums/${museum.id}/door-conflicts?day=${day}`}>
                {conflicts("todayLink", { count: figures.admittedTwice })}
              </Link>
            ) : null}
          </Stat>
        ) : null}
      </section>
      <LiveStatus updatedAt={capacity.dataUpdatedAt} error={capacity.isError ? errorText(capacity.error) : null} />
      {figures && day === today ? <InsideNow locations={figures.locations} occupancy={figures.occupancy} /> : null}

      {capacity.isPending || capacity.isPlaceholderData ? <p className="empty">{t("loadingSlots")}</p> : null}
      {figures && groups.length === 0 ? (
        <div className="card empty">
          <p>{t("noSlots")}</p>
          <p className="small">{t("noSlotsHint")}</p>
        </div>
      ) : null}

      {groups.map((group) => (
        <section key={group.key} className="stack-tight" aria-labelledby={`location-${group.key}`}>
          <div className={styles.locationHeader}>
            <h2 id={`location-${group.key}`}>{group.name}</h2>
            <span className="muted small">{t("timesIn", { timeZone: zoneInWords(group.timeZone, locale) })}</span>
          </div>
          <ul className={styles.slotGrid}>
            {group.slots.map((slot) => (
              <li key={slot.id}>
                <SlotCard slot={slot} timeZone={group.timeZone} museumId={museum.id} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** One figure of the day; `undefined` while the day's figures load. `children`: where the figure leads. */
function Stat({ label, value, hint, children }: { label: string; value: number | undefined; hint?: string; children?: ReactNode }) {
  const locale = useDisplayLocale();
  const t = useTranslations("Today");
  return (
    <div className={styles.stat}>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>
        {value === undefined ? (
          <>
            <span aria-hidden="true">…</span>
            <span className="visually-hidden">{t("figureLoading")}</span>
          </>
        ) : (
          value.toLocaleString(locale)
        )}
      </span>
      <span className={`${styles.statMore} muted small`}>
        {hint}
        {children}
      </span>
    </div>
  );
}
