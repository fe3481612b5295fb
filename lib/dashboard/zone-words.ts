// A time zone as people say it, in the reader's language ("Central European Time",
// "Mitteleuropäische Zeit"), rather than its IANA id: pages that show a location's times name the
// zone so (docs/dashboard.md). The generic name first (it holds summer and winter); where a language
// has none (UTC) the specific one; a zone nobody has words for keeps its offset, then its id.

function named(timeZone: string, locale: string | undefined, style: "longGeneric" | "long"): string | undefined {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(new Date());
  return parts.find((part) => part.type === "timeZoneName")?.value;
}

export function zoneInWords(timeZone: string, locale?: string): string {
  try {
    const generic = named(timeZone, locale, "longGeneric");
    if (generic && !generic.startsWith("GMT")) return generic;
    return named(timeZone, locale, "long") ?? generic ?? timeZone;
  } catch {
    return timeZone;
  }
}
