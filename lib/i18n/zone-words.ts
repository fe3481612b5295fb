// A time zone named the way people say it ("Central European Time", "Mitteleuropäische Zeit"), never
// its IANA id: at the door and on every page that names a location's zone (docs/dashboard.md). The generic
// name does not change with summer time; where the browser has no generic name (UTC, fixed offsets) it
// gives "GMT+00:00", and the zone's own long name ("Coordinated Universal Time") is better when there is one.

function nameOf(zone: string, locale: string | undefined, style: "longGeneric" | "long", at: Date): string | null {
  try {
    return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? null;
  } catch {
    return null;
  }
}

export function zoneInWords(zone: string, locale?: string, at = new Date()): string {
  const generic = nameOf(zone, locale, "longGeneric", at);
  if (generic && !/^(GMT|UTC)[+-−]/.test(generic) && generic !== "GMT") return generic;
  return nameOf(zone, locale, "long", at) ?? generic ?? zone;
}

/** Whether `zone` is a time zone the runtime knows (a zone field's text may be half typed). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
