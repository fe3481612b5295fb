import { dayIn, longDay, timeIn } from "@/lib/dashboard/calendar-day";
import type { ScanOutcome } from "./admit";

// The words on each result screen, short enough to read at arm's length. Every refusal has its own
// title, because the door person does something different for each (docs/dashboard.md, "The door").
// Times are shown in the zone the server named for the admission (the slot's location's or the
// museum's), and the screen says which.

export interface OutcomeText {
  title: string;
  /** The visitor's name, large, when there is one to compare. */
  name?: string;
  lines: string[];
}

const at = (iso: string, zone: string) => timeIn(new Date(iso), zone);
const day = (iso: string, zone: string) => longDay(dayIn(new Date(iso), zone));
const zoneNote = (zone: string) => `Times in ${zone}.`;

function when(iso: string | null, zone: string): string {
  if (!iso) return "earlier";
  const today = dayIn(new Date(), zone) === dayIn(new Date(iso), zone);
  return today ? `at ${at(iso, zone)}` : `on ${day(iso, zone)} at ${at(iso, zone)}`;
}

function whenAndWhere(iso: string | null, entrance: string | null, zone: string): string {
  return entrance ? `${when(iso, zone)}, ${entrance}` : when(iso, zone);
}

export function outcomeText(outcome: ScanOutcome, museumName: string): OutcomeText {
  switch (outcome.kind) {
    case "admitted": {
      const { checkIn } = outcome;
      const slot = checkIn.timeSlot;
      const what = checkIn.kind === "TICKET" ? `Ticket: ${checkIn.admits}` : `Member: ${checkIn.admits}`;
      const lines = slot ? [what, `Slot ${at(slot.startsAt, checkIn.timeZone)}–${at(slot.endsAt, checkIn.timeZone)}`, zoneNote(checkIn.timeZone)] : [what];
      return { title: "Admitted", name: checkIn.visitorName ?? "No name on the ticket", lines };
    }
    case "used": {
      const { refusal } = outcome;
      const zone = refusal.timeZone ?? "UTC";
      if (refusal.code === "MEMBERSHIP_ALREADY_USED_TODAY") {
        return {
          title: "Card already used today",
          lines: [`Last used ${whenAndWhere(refusal.firstCheckedInAt, refusal.entrance, zone)}.`, "This museum admits a card once a day.", zoneNote(zone)],
        };
      }
      return { title: `Already used ${whenAndWhere(refusal.firstCheckedInAt, refusal.entrance, zone)}`, lines: ["A ticket admits once.", zoneNote(zone)] };
    }
    case "refused":
      return refusalText(outcome.refusal, museumName);
    case "signed-out":
      return { title: "Signed out", lines: ["Your session has ended. Sign in again to keep admitting visitors; you come back here."] };
    case "error":
      return { title: "Not checked", lines: [outcome.message, "Scan the code again."] };
  }
}

function refusalText(refusal: Extract<ScanOutcome, { kind: "refused" }>["refusal"], museumName: string): OutcomeText {
  const zone = refusal.timeZone ?? "UTC";
  switch (refusal.code) {
    case "TICKET_VOIDED":
      return { title: "Ticket voided", lines: ["This ticket was cancelled and no longer admits.", "Send the visitor to the desk."] };
    case "TICKET_WRONG_DAY":
      return {
        title: "Wrong day",
        lines: refusal.slotStartsAt ? [`This ticket is for ${day(refusal.slotStartsAt, zone)}, ${at(refusal.slotStartsAt, zone)}.`, zoneNote(zone)] : ["This ticket is for another day."],
      };
    case "TICKET_SLOT_NOT_OPEN":
      return {
        title: "Too early",
        lines:
          refusal.opensAt && refusal.slotStartsAt
            ? [`Entry opens at ${at(refusal.opensAt, zone)} for the slot at ${at(refusal.slotStartsAt, zone)}.`, zoneNote(zone)]
            : ["This ticket's time slot is not open yet."],
      };
    case "MEMBERSHIP_EXPIRED":
      return { title: "Membership expired", lines: [refusal.validTo ? `It was valid until ${day(refusal.validTo, zone)}.` : "The membership has ended.", "The member can renew at the desk."] };
    case "MEMBERSHIP_NOT_YET_VALID":
      return { title: "Membership not valid yet", lines: [refusal.validFrom ? `Valid from ${day(refusal.validFrom, zone)}.` : "The membership starts later."] };
    case "MEMBERSHIP_CANCELLED":
      return { title: "Membership cancelled", lines: ["This card was cancelled and no longer admits.", "Send the visitor to the desk."] };
    default:
      return {
        title: "Not a valid code",
        lines: [`Not a ticket or membership card of ${museumName}, or the code was altered.`, "Ask for another code, or send the visitor to the desk."],
      };
  }
}
