"use client";

import { zoneInWords } from "@/lib/i18n/zone-words";

// Naming some 400 zones takes a tenth of a second: once per language for the page's life.
const namedZones = new Map<string, { zone: string; words: string }[]>();

function zonesIn(locale: string): { zone: string; words: string }[] {
  let zones = namedZones.get(locale);
  if (!zones) {
    zones = Intl.supportedValuesOf("timeZone").map((zone) => ({ zone, words: zoneInWords(zone, locale) }));
    namedZones.set(locale, zones);
  }
  return zones;
}

/**
 * The zones a time-zone field offers as the person types (a datalist, the input's `list`): each zone
 * id with its name in words beside it, so "Europe/Vienna" reads as Central European Time.
 */
export function TimeZoneOptions({ id, locale }: { id: string; locale: string }) {
  const zones = zonesIn(locale);
  return (
    <datalist id={id}>
      {zones.map(({ zone, words }) => (
        <option key={zone} value={zone} label={words} />
      ))}
    </datalist>
  );
}
