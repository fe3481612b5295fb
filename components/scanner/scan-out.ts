import { DashboardError } from "@/lib/dashboard/dashboard-error";
import { checkOutCode, type CheckOutAnswer } from "@/lib/dashboard/documents/check-in";
import { bareRefusal, type AdmitRequest, type ScanOutcome } from "./admit";

// The scanner at an exit (docs/dashboard.md, "The door"): each code scanned out through the server's
// check-out, so who is inside stays true. An exit changes the count the whole museum reads, and the
// phone's door list cannot know who is inside, so without a connection the exit is not counted and
// the screen says so.

export interface ScanOutRequest {
  museumId: string;
  qrData: string;
  entrance: string | null;
  offline: Pick<AdmitRequest["offline"], "online" | "wentOffline" | "sessionEnded">;
}

export async function scanOut({ museumId, qrData, entrance, offline }: ScanOutRequest): Promise<ScanOutcome> {
  if (!offline.online) return { kind: "error", problem: "exitNeedsConnection" };
  let answer: CheckOutAnswer;
  try {
    answer = await checkOutCode(museumId, qrData, entrance);
  } catch (error) {
    if (error instanceof DashboardError && error.code === "UNAUTHORIZED") {
      offline.sessionEnded();
      return { kind: "signed-out" };
    }
    if (error instanceof DashboardError && error.code === "NETWORK_ERROR") {
      offline.wentOffline();
      return { kind: "error", problem: "exitNeedsConnection" };
    }
    return { kind: "error", problem: "failed", error };
  }
  if (answer.checkedOut && answer.checkOut) return { kind: "left", checkOut: answer.checkOut };
  if (answer.refusal?.code === "NOT_CHECKED_IN") return { kind: "not-inside" };
  if (answer.refusal) return { kind: "refused", refusal: bareRefusal(answer.refusal.code, answer.refusal.message) };
  return { kind: "error", problem: "unclearAnswer" };
}
