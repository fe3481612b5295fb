import { checkOutCode, type CheckOutAnswer } from "@/lib/dashboard/documents/check-in";
import { isGroupCode } from "@/lib/dashboard/door/group-code";
import { bareRefusal, doorAnswer, type AdmitRequest, type ScanOutcome } from "./admit";

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
  const notCounted: ScanOutcome = { kind: "error", problem: "exitNeedsConnection" };
  // A group leaves without scanning: its code counts no exit (docs/admission.md, "Groups").
  if (isGroupCode(qrData)) return { kind: "error", problem: "groupExit" };
  if (!offline.online) return notCounted;
  const reply = await doorAnswer<CheckOutAnswer>(() => checkOutCode(museumId, qrData, entrance), offline, async () => notCounted);
  if ("outcome" in reply) return reply.outcome;
  const { answer } = reply;
  if (answer.checkedOut && answer.checkOut) return { kind: "left", checkOut: answer.checkOut };
  if (answer.refusal?.code === "NOT_CHECKED_IN") return { kind: "not-inside" };
  if (answer.refusal) return { kind: "refused", refusal: bareRefusal(answer.refusal.code, answer.refusal.message) };
  return { kind: "error", problem: "unclearAnswer" };
}
