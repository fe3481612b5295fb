import type { AdmissionConflict } from "@/lib/domain/check-ins/admission-conflicts";
import type { AsJson } from "./as-json";
import { dashboardApi } from "./dashboard-api";

// The Door conflicts page's read (GET /api/dashboard/museums/:id/admission-conflicts, newest first;
// docs/admission.md, "Conflicts") and the plain words for why each is a conflict (catalogue namespace
// "DoorConflicts").

/** A conflict as the route answers it (lib/domain/check-ins/admission-conflicts.ts), dates as ISO text. */
export type DoorConflict = AsJson<AdmissionConflict>;

export function fetchDoorConflicts(museumId: string, { day, limit, offset }: { day: string; limit: number; offset: number }) {
  return dashboardApi<{ total: number; list: DoorConflict[] }>(museumId, `admission-conflicts?day=${encodeURIComponent(day)}&limit=${limit}&offset=${offset}`);
}

const namedRefusals = ["TICKET_VOIDED", "TICKET_WRONG_DAY", "TICKET_SLOT_NOT_OPEN", "MEMBERSHIP_CANCELLED", "MEMBERSHIP_EXPIRED", "MEMBERSHIP_NOT_YET_VALID", "MEMBERSHIP_NOT_BOOKED"] as const;

/** The key of the "DoorConflicts" namespace's `reasons` that words a conflict, and the code for the unnamed ones. */
export type ReasonKey = "twoPhones" | "usedBefore" | "memberTwice" | (typeof namedRefusals)[number] | "other";

export function reasonKey(conflict: Pick<DoorConflict, "reason" | "earlier">): ReasonKey {
  if (conflict.reason === "ALREADY_CHECKED_IN") return conflict.earlier?.deviceId ? "twoPhones" : "usedBefore";
  if (conflict.reason === "MEMBERSHIP_ALREADY_USED_TODAY") return "memberTwice";
  return namedRefusals.find((code) => code === conflict.reason) ?? "other";
}
