import type { useTranslations } from "use-intl";
import { dayIn, longDay, timeIn } from "@/lib/dashboard/calendar-day";
import type { ScanOutcome } from "./admit";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { nameForLanguage } from "@/lib/i18n/translated-name";

// The words on each result screen, short enough to read at arm's length, from the "ScanOutcome"
// catalogue. Every refusal has its own title, because the door person does something different for
// each (docs/dashboard.md, "The door"). Times are shown in the zone the server named for the admission
// (the slot's location's or the museum's), and the screen names it in words; a ticket type's name is
// the one for the screen's language where the museum has translated it.

export interface OutcomeText {
  title: string;
  /** The visitor's name, large, when there is one to compare. */
  name?: string;
  lines: string[];
}

export type OutcomeWords = ReturnType<typeof useTranslations<"ScanOutcome">>;

/** How the screen speaks: its words, the sentence for a failed request, and the locale of times and days. */
export interface OutcomeLanguage {
  t: OutcomeWords;
  errorText: (error: unknown) => string;
  locale?: string;
}

/** The words for one scan; a decision the phone made offline says so. */
export function outcomeText(outcome: ScanOutcome, museumName: string, language: OutcomeLanguage): OutcomeText {
  const text = serverOrPhoneText(outcome, museumName, language);
  return "offline" in outcome && outcome.offline ? { ...text, lines: [...text.lines, language.t("checkedOffline")] } : text;
}

function clock({ t, locale }: OutcomeLanguage) {
  const at = (iso: string, zone: string) => timeIn(new Date(iso), zone, locale);
  const day = (iso: string, zone: string) => longDay(dayIn(new Date(iso), zone), locale);
  const zoneNote = (zone: string) => t("zoneNote", { zone: zoneInWords(zone, locale) });
  const when = (iso: string | null, zone: string) => {
    if (!iso) return t("earlier");
    const today = dayIn(new Date(), zone) === dayIn(new Date(iso), zone);
    return today ? t("atTime", { time: at(iso, zone) }) : t("onDayAtTime", { day: day(iso, zone), time: at(iso, zone) });
  };
  const whenAndWhere = (iso: string | null, entrance: string | null, zone: string) => (entrance ? t("whenAndWhere", { when: when(iso, zone), entrance }) : when(iso, zone));
  return { at, day, zoneNote, whenAndWhere };
}

/** A group's slot and the zone its times are in, when it has one. */
function slotLines(group: { timeSlot: { startsAt: string; endsAt: string } | null; timeZone: string }, language: OutcomeLanguage): string[] {
  const { at, zoneNote } = clock(language);
  const slot = group.timeSlot;
  return slot ? [language.t("slot", { from: at(slot.startsAt, group.timeZone), to: at(slot.endsAt, group.timeZone) }), zoneNote(group.timeZone)] : [];
}

function serverOrPhoneText(outcome: ScanOutcome, museumName: string, language: OutcomeLanguage): OutcomeText {
  const { t } = language;
  const { at, zoneNote, whenAndWhere } = clock(language);
  switch (outcome.kind) {
    case "admitted": {
      const { checkIn } = outcome;
      const slot = checkIn.timeSlot;
      const admits = nameForLanguage(checkIn.admits, outcome.admitsTranslations, language.locale);
      const what = checkIn.kind === "TICKET" ? t("ticket", { admits }) : t("member", { admits });
      const lines = slot ? [what, t("slot", { from: at(slot.startsAt, checkIn.timeZone), to: at(slot.endsAt, checkIn.timeZone) }), zoneNote(checkIn.timeZone)] : [what];
      return { title: t("admitted"), name: checkIn.visitorName ?? t("noName"), lines };
    }
    case "group": {
      const { group } = outcome;
      return {
        title: t("groupTitle", { group: group.groupName }),
        name: group.leaderName ?? undefined,
        lines: [t("groupCounts", { size: group.size, came: group.admittedSoFar, remaining: group.remaining }), ...slotLines(group, language)],
      };
    }
    case "group-admitted": {
      const { group } = outcome;
      return {
        title: t("groupAdmitted", { count: group.admitted }),
        name: group.groupName,
        lines: [group.remaining > 0 ? t("groupStillToCome", { remaining: group.remaining }) : t("groupAllIn"), ...slotLines(group, language)],
      };
    }
    case "left": {
      const { checkOut } = outcome;
      const back = checkOut.kind === "MEMBERSHIP" ? t("memberMayReenter") : checkOut.mayReenterToday ? t("mayReenterToday") : t("noReentry");
      return { title: t("scannedOut"), lines: [back] };
    }
    case "not-inside":
      return { title: t("notInside"), lines: [t("notInsideText"), t("nothingCounted")] };
    case "used": {
      const { refusal } = outcome;
      const zone = refusal.timeZone ?? "UTC";
      const when = whenAndWhere(refusal.firstCheckedInAt, refusal.entrance, zone);
      if (typeof refusal.size === "number") {
        // A group's code asked for more than are left: say how many may still come, and when the latest came.
        const latest = whenAndWhere(refusal.lastCheckedInAt, refusal.entrance, zone);
        const title = refusal.remaining ? t("groupOnlyRemaining", { remaining: refusal.remaining }) : t("groupAllInAlready", { size: refusal.size });
        return { title, lines: [t("groupLatest", { when: latest }), zoneNote(zone)] };
      }
      if (refusal.code === "MEMBERSHIP_ALREADY_USED_TODAY") {
        return { title: t("cardUsedToday"), lines: [t("lastUsed", { when }), t("oncePerDay"), zoneNote(zone)] };
      }
      return { title: t("alreadyUsed", { when }), lines: [t("admitsOnce"), zoneNote(zone)] };
    }
    case "refused":
      return refusalText(outcome.refusal, museumName, language);
    case "signed-out":
      return { title: t("signedOut"), lines: [t("signedOutText")] };
    case "error":
      if (outcome.problem === "groupExit") return { title: t("notChecked"), lines: [t("groupExit")] };
      return { title: t("notChecked"), lines: [outcome.problem === "failed" ? language.errorText(outcome.error) : t(outcome.problem), t("scanAgain")] };
  }
}

function refusalText(refusal: Extract<ScanOutcome, { kind: "refused" }>["refusal"], museumName: string, language: OutcomeLanguage): OutcomeText {
  const { t } = language;
  const { at, day, zoneNote } = clock(language);
  const zone = refusal.timeZone ?? "UTC";
  switch (refusal.code) {
    case "TICKET_VOIDED":
      return { title: t("ticketVoided"), lines: [t("ticketVoidedText"), t("sendToDesk")] };
    case "TICKET_WRONG_DAY":
      return {
        title: t("wrongDay"),
        lines: refusal.slotStartsAt ? [t("ticketIsFor", { day: day(refusal.slotStartsAt, zone), time: at(refusal.slotStartsAt, zone) }), zoneNote(zone)] : [t("anotherDay")],
      };
    case "TICKET_SLOT_NOT_OPEN":
      return {
        title: t("tooEarly"),
        lines:
          refusal.opensAt && refusal.slotStartsAt
            ? [t("entryOpens", { opens: at(refusal.opensAt, zone), slot: at(refusal.slotStartsAt, zone) }), zoneNote(zone)]
            : [t("slotNotOpen")],
      };
    case "MEMBERSHIP_EXPIRED":
      return { title: t("membershipExpired"), lines: [refusal.validTo ? t("validUntil", { day: day(refusal.validTo, zone) }) : t("membershipEnded"), t("renewAtDesk")] };
    case "MEMBERSHIP_NOT_YET_VALID":
      return { title: t("membershipNotYetValid"), lines: [refusal.validFrom ? t("validFrom", { day: day(refusal.validFrom, zone) }) : t("startsLater")] };
    case "MEMBERSHIP_CANCELLED":
      return { title: t("membershipCancelled"), lines: [t("cardCancelledText"), t("sendToDesk")] };
    case "MEMBERSHIP_NOT_BOOKED":
      return { title: t("memberNotBooked"), lines: [t("memberNotBookedText"), t("bookAtDesk")] };
    case "LOCATION_FULL":
      return {
        title: t("locationFull"),
        lines: [
          typeof refusal.inside === "number" && typeof refusal.maxOccupancy === "number" ? t("insideOfMost", { inside: refusal.inside, most: refusal.maxOccupancy }) : t("locationFullText"),
          t("waitForExit"),
        ],
      };
    case "NOT_ON_DOOR_LIST":
      return { title: t("notOnList"), lines: [t("notOnListText"), t("sendToDesk")] };
    case "NEEDS_CONNECTION":
      return { title: t("needsConnection"), lines: [t("needsConnectionText"), t("needsConnectionAction")] };
    default:
      return { title: t("invalidCode"), lines: [t("invalidCodeText", { museum: museumName }), t("invalidCodeAction")] };
  }
}
