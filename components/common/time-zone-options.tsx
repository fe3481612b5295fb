"use client";

import { useMemo } from "react";
import { zoneInWords } from "@/lib/i18n/zone-words";

/**
 * The zones a time-zone field offers as the person types (a datalist, the input's `list`): each zone
 * id with its name in words beside it, so "Europe/Vienna" reads as Central European Time.
 */
export function TimeZoneOptions({ id, locale }: { id: string; locale: string }) {
  const zones = useMemo(() => Intl.supportedValuesOf("timeZone").map((zone) => ({ zone, words: zoneInWords(zone, locale) })), [locale]);
  return (
    <datalist id={id}>
      {zones.map(({ zone, words }) => (
        <option key={zone} value={zone} label={words} />
      ))}
    </datalist>
  );
}
