import { DashboardError } from "@/lib/dashboard/dashboard-error";
import { checkInCode, groupAtDoor, type CheckInAnswer, type CheckOutAnswer, type GroupAtDoorAnswer } from "@/lib/dashboard/documents/check-in";
import type { OfflineDecision, OfflineRefusal } from "@/lib/dashboard/door/offline-admission";
import { isGroupCode } from "@/lib/dashboard/door/group-code";
import type { OfflineDoor } from "./use-offline-door";

// The scanner's one "check a code" step: a scanned text in, what the door shows out. Admission goes
// through the server's check-in (docs/graphql.md, "Admission"); without a connection the phone decides
// from its door list and queues the scan (docs/admission.md, "Offline"). Every way a scan can end is
// one ScanOutcome, so the result screen never has to guess.

type Admitted = NonNullable<CheckInAnswer["checkIn"]>;
type Left = NonNullable<CheckOutAnswer["checkOut"]>;
type GroupAdmitted = NonNullable<CheckInAnswer["group"]>;
type ServerRefusal = NonNullable<CheckInAnswer["refusal"]>;
/** The server's refusal, or the phone's: offline it has reasons of its own (what it cannot know). */
type Refusal = Omit<ServerRefusal, "code"> & { code: ServerRefusal["code"] | OfflineRefusal };

export type ScanOutcome =
  /** `admitsTranslations`: the ticket type's names by language, when the door list has them. */
  | { kind: "admitted"; checkIn: Admitted; offline?: boolean; admitsTranslations?: Record<string, string> | null }
  /** A group's code: the door person says how many are here before anyone is let in (docs/admission.md, "Groups"). */
  | { kind: "group"; group: GroupAtDoorAnswer; qrData: string }
  /** Green: some of a group let in on its code. */
  | { kind: "group-admitted"; group: GroupAdmitted }
  /** Amber: the ticket, or a once-a-day card, was already used; says when and where. */
  | { kind: "used"; refusal: Refusal; offline?: boolean }
  /** Red: the code does not admit, for the reason in `refusal.code`. */
  | { kind: "refused"; refusal: Refusal; offline?: boolean }
  /** Scanned out at an exit; `checkOut.mayReenterToday` says whether the code lets them back in today. */
  | { kind: "left"; checkOut: Left }
  /** Scanned at an exit, but the code is not inside: never let in, or scanned out already. */
  | { kind: "not-inside" }
  /** The session ended: the door person signs in again and comes back here. */
  | { kind: "signed-out" }
  /** No answer came (a fault, or offline with no door list): the visitor waits and the code is scanned again. */
  | { kind: "error"; problem: "failed"; error: unknown }
  | { kind: "error"; problem: "unclearAnswer" | "noDoorList" | "exitNeedsConnection" | "groupExit" };

const USED_CODES = new Set(["ALREADY_CHECKED_IN", "MEMBERSHIP_ALREADY_USED_TODAY"]);

const NO_DETAILS = {
  firstCheckedInAt: null,
  entrance: null,
  slotStartsAt: null,
  opensAt: null,
  validFrom: null,
  validTo: null,
  timeZone: null,
  inside: null,
  maxOccupancy: null,
  admitted: null,
  remaining: null,
  size: null,
  lastCheckedInAt: null,
} as const;

/** A refusal with nothing to say but its code, as an exit's is. */
export function bareRefusal(code: Refusal["code"], message: string): Refusal {
  return { code, message, ...NO_DETAILS };
}

export interface AdmitRequest {
  museumId: string;
  qrData: string;
  /** The entrance chosen on this scanner, sent with the check-in; null when none is set. */
  entrance: string | null;
  offline: Pick<OfflineDoor, "online" | "admitOffline" | "wentOffline" | "sessionEnded" | "admittedOnline" | "translationsFor">;
}

/**
 * The server's answer to a door request, or what the door shows when none came: signed out, the
 * connection lost (then `whenOffline`, after the phone notes it is offline), or a fault.
 */
export async function doorAnswer<Answer>(
  request: () => Promise<Answer>,
  offline: Pick<OfflineDoor, "wentOffline" | "sessionEnded">,
  whenOffline: () => Promise<ScanOutcome>,
): Promise<{ answer: Answer } | { outcome: ScanOutcome }> {
  try {
    return { answer: await request() };
  } catch (error) {
    if (error instanceof DashboardError && error.code === "UNAUTHORIZED") {
      offline.sessionEnded();
      return { outcome: { kind: "signed-out" } };
    }
    if (error instanceof DashboardError && error.code === "NETWORK_ERROR") {
      offline.wentOffline();
      return { outcome: await whenOffline() };
    }
    return { outcome: { kind: "error", problem: "failed", error } };
  }
}

/**
 * Checks a scanned code. A group's code is first looked up, so the door person can say how many are
 * here; `count` is that answer, and lets them in.
 */
export async function admit({ museumId, qrData, entrance, offline }: AdmitRequest, count: number | null = null): Promise<ScanOutcome> {
  if (!offline.online) return admitOnPhone(qrData, entrance, offline);
  if (count === null && isGroupCode(qrData)) {
    const group = await doorAnswer(() => groupAtDoor(museumId, qrData), offline, () => admitOnPhone(qrData, entrance, offline));
    if ("outcome" in group) return group.outcome;
    // Not a group of this museum, or none of it left to let in: check-in says why.
    if (group.answer && group.answer.remaining > 0) return { kind: "group", group: group.answer, qrData };
  }
  const reply = await doorAnswer<CheckInAnswer>(() => checkInCode(museumId, qrData, entrance, count), offline, () => admitOnPhone(qrData, entrance, offline));
  if ("outcome" in reply) return reply.outcome;
  const { answer } = reply;
  if (answer.admitted && answer.group) return { kind: "group-admitted", group: answer.group };
  if (answer.admitted && answer.checkIn) {
    offline.admittedOnline(qrData, answer.checkIn.checkedInAt, entrance);
    return { kind: "admitted", checkIn: answer.checkIn, admitsTranslations: await offline.translationsFor(qrData) };
  }
  if (answer.refusal) return { kind: USED_CODES.has(answer.refusal.code) ? "used" : "refused", refusal: answer.refusal };
  return { kind: "error", problem: "unclearAnswer" };
}

async function admitOnPhone(qrData: string, entrance: string | null, offline: AdmitRequest["offline"]): Promise<ScanOutcome> {
  const decided = await offline.admitOffline(qrData, entrance);
  if (!decided) return { kind: "error", problem: "noDoorList" };
  const outcome = fromDecision(decided.decision, decided.museumTimeZone, entrance);
  return outcome.kind === "admitted" ? { ...outcome, admitsTranslations: await offline.translationsFor(qrData) } : outcome;
}

/** The phone's decision in the shapes the server's answer has, so one result screen shows both. */
function fromDecision(decision: OfflineDecision, museumTimeZone: string, entrance: string | null): ScanOutcome {
  const now = new Date().toISOString();
  if (decision.admitted) {
    const { visitor } = decision;
    return {
      kind: "admitted",
      offline: true,
      checkIn: { kind: visitor.kind, checkedInAt: now, entrance, visitorName: visitor.visitorName, admits: visitor.admits, timeSlot: visitor.slot, timeZone: visitor.timeZone },
    };
  }
  const { reason, at } = decision;
  const refusal: Refusal = {
    // The phone counts no one: offline, a location is never full, and a group is never counted.
    ...NO_DETAILS,
    code: reason,
    message: reason,
    firstCheckedInAt: USED_CODES.has(reason) ? at : null,
    entrance: decision.entrance,
    slotStartsAt: decision.visitor?.slot?.startsAt ?? null,
    opensAt: reason === "TICKET_SLOT_NOT_OPEN" ? at : null,
    validFrom: reason === "MEMBERSHIP_NOT_YET_VALID" ? at : null,
    validTo: reason === "MEMBERSHIP_EXPIRED" ? at : null,
    timeZone: decision.visitor?.timeZone ?? museumTimeZone,
  };
  return { kind: USED_CODES.has(reason) ? "used" : "refused", refusal, offline: true };
}
