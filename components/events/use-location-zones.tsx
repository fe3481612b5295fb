"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { useMuseum } from "@/components/shell/museum-context";
import { fetchLocations } from "@/lib/dashboard/documents/events";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";

/** Where times are entered and shown: a location's time zone, or the museum's for "No location". */
export function useLocationZones() {
  const museum = useMuseum();
  const locations = useQuery({ queryKey: museumKeys.locations(museum.id), queryFn: () => fetchLocations(museum.id), staleTime: 60_000 });
  return {
    ready: locations.isSuccess,
    error: locations.error,
    zoneOf(locationId: string | null | undefined): string {
      return locations.data?.find((location) => location.id === locationId)?.timezone ?? museum.timezone;
    },
  };
}

export type LocationZones = ReturnType<typeof useLocationZones>;

/** The sentence above a form's times, naming their zone. */
export function TimeZoneNote({ timeZone }: { timeZone: string }) {
  const t = useTranslations("TimeZoneNote");
  return <p className="field-hint">{t("text", { timeZone: zoneInWords(timeZone, useDisplayLocale()) })}</p>;
}
