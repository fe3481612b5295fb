// Whether a membership admits its member today. Validity is by calendar day in the museum's time
// zone: a membership valid to 23 November admits all day on 23 November there, whatever the hour its
// validTo instant names (docs/api.md, "Memberships"). The door check, the dashboard and the staff
// tools all decide with this one rule; it runs in the browser too, so it touches no database.

export type MembershipStanding = "VALID" | "CANCELLED" | "NOT_YET_VALID" | "EXPIRED";

export interface MembershipDates {
  status: string;
  validFrom: Date | string;
  validTo: Date | string;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in an IANA time zone, as YYYY-MM-DD (so days compare as text). */
export function calendarDay(instant: Date | string | number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

export function membershipStanding(membership: MembershipDates, now: Date | number, timeZone: string): MembershipStanding {
  if (membership.status === "CANCELLED") return "CANCELLED";
  const today = calendarDay(now, timeZone);
  if (calendarDay(membership.validFrom, timeZone) > today) return "NOT_YET_VALID";
  if (calendarDay(membership.validTo, timeZone) < today) return "EXPIRED";
  return "VALID";
}
