import { DashboardError, errorText } from "@/lib/dashboard/dashboard-error";
import { checkInCode, type CheckInAnswer } from "@/lib/dashboard/documents/check-in";

// The scanner's one "check a code" step: a scanned text in, what the door shows out. Admission goes
// through the server's check-in (docs/graphql.md, "Admission"); every way a scan can end is one
// ScanOutcome, so the result screen never has to guess.

type Admitted = NonNullable<CheckInAnswer["checkIn"]>;
type Refusal = NonNullable<CheckInAnswer["refusal"]>;

export type ScanOutcome =
  | { kind: "admitted"; checkIn: Admitted }
  /** Amber: the ticket, or a once-a-day card, was already used; says when and where. */
  | { kind: "used"; refusal: Refusal }
  /** Red: the code does not admit, for the reason in `refusal.code`. */
  | { kind: "refused"; refusal: Refusal }
  /** The session ended: the door person signs in again and comes back here. */
  | { kind: "signed-out" }
  /** No answer came (no connection, a fault): the visitor waits and the code is scanned again. */
  | { kind: "error"; message: string };

const USED_CODES = new Set(["ALREADY_CHECKED_IN", "MEMBERSHIP_ALREADY_USED_TODAY"]);

export interface AdmitRequest {
  museumId: string;
  qrData: string;
  /** The entrance chosen on this scanner, sent with the check-in; null when none is set. */
  entrance: string | null;
}

export async function admit({ museumId, qrData, entrance }: AdmitRequest): Promise<ScanOutcome> {
  let answer: CheckInAnswer;
  try {
    answer = await checkInCode(museumId, qrData, entrance);
  } catch (error) {
    if (error instanceof DashboardError && error.code === "UNAUTHORIZED") return { kind: "signed-out" };
    return { kind: "error", message: errorText(error) };
  }
  if (answer.admitted && answer.checkIn) return { kind: "admitted", checkIn: answer.checkIn };
  if (answer.refusal) return { kind: USED_CODES.has(answer.refusal.code) ? "used" : "refused", refusal: answer.refusal };
  return { kind: "error", message: "The server answered neither admitted nor refused." };
}
