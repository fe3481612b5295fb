import type { Actor } from "@/lib/domain/actor";
import { GroupCommit } from "@/lib/process/group-commit";
import { processWide } from "@/lib/process/process-wide";
import type { QrParts } from "@/lib/qr/code-format";
import { admittedAs, readAdmissionSubjects, subjectKey, type AdmittedAs } from "./admission-facts";
import { alreadyAdmitted, decideAdmission, locationFull, type AdmissionRefusal } from "./admission-rule";
import type { CheckInRecord } from "./check-in-record";
import { newAdmission, storeAdmissions, type NewAdmission } from "./store-admissions";

// Group commit of check-ins (lib/process/group-commit.ts; docs/performance.md, "Admission at the
// door"), as holds are: a batch is read in two queries per museum and stored in one statement
// (store-admissions.ts). Each scan still gets its own verdict from admission-rule.ts, and the unique
// admission key still decides "admits once" between batches and processes.

// Also bounds the JSON parameter's size.
const MAX_BATCH = 200;

export interface ScannedCode {
  actor: Actor;
  parts: QrParts;
  /** Whether the code's signature is the actor's museum's, checked by the caller. */
  genuine: boolean;
  entrance: string | null;
  /** When it was scanned (epoch milliseconds). */
  at: number;
}

/** placeNeeded: a member without a booking whom the museum lets take a place now (member-walk-in.ts). */
type Settled = { admitted: CheckInRecord } | { refused: AdmissionRefusal } | { placeNeeded: string };

interface PendingCheckIn extends ScannedCode {
  settle(settled: Settled): void;
  reject(error: unknown): void;
}

async function admitBatch(batch: PendingCheckIn[]): Promise<void> {
  const museums = [...new Set(batch.map((pending) => pending.actor.museumId))];
  const subjectsOf = new Map(
    await Promise.all(museums.map(async (museumId) => [museumId, await readAdmissionSubjects(museumId, batch.filter((p) => p.actor.museumId === museumId).map((p) => p.parts))] as const)),
  );
  const admitting: { pending: PendingCheckIn; as: AdmittedAs; admission: NewAdmission }[] = [];
  for (const pending of batch) {
    const subject = subjectsOf.get(pending.actor.museumId)!.get(subjectKey(pending.parts)) ?? null;
    const verdict = decideAdmission({ genuine: pending.genuine, record: subject?.facts ?? null, at: pending.at });
    if (!verdict.admitted) pending.settle(verdict.placeNeeded ? { placeNeeded: subject!.facts.id } : { refused: verdict });
    else {
      const as = admittedAs(subject!, verdict.bookingId);
      admitting.push({ pending, as, admission: newAdmission(pending, as, verdict.admissionKey, true) });
    }
  }
  const outcomes = await storeAdmissions(admitting.map(({ admission }) => admission));
  admitting.forEach(({ pending, as, admission }, index) => {
    const outcome = outcomes[index]!;
    if (outcome.stored) pending.settle({ admitted: admission.record });
    else if ("full" in outcome) pending.settle({ refused: locationFull(outcome.full) });
    else pending.settle({ refused: alreadyAdmitted(as.facts, { at: outcome.takenBy?.checkedInAt ?? null, entrance: outcome.takenBy?.entrance ?? null }) });
  });
}

// Process-wide (lib/process/process-wide.ts): check-ins arrive through the fast /v1 dispatch and
// through Next's copy of this module (GraphQL, the dashboard's scanner); one batcher groups them all.
const batcher = processWide("check-in-batcher", () => new GroupCommit<PendingCheckIn>(admitBatch, MAX_BATCH));

/** The verdict on one scanned code, stored when it admits. */
export function admitScanned(scan: ScannedCode): Promise<Settled> {
  return new Promise((settle, reject) => batcher.enqueue([{ ...scan, settle, reject }]));
}
