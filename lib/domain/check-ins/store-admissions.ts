import { db, type DbOrTx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import { emitWebhookEvents } from "@/lib/domain/webhooks/emit-webhook-event";
import { museumSubscribes } from "@/lib/domain/webhooks/webhook-subscribers";
import type { CheckInRecord } from "./check-in-record";
import { insertJsonRows, type JsonInsert } from "./json-insert";

// Stores many admissions in one statement (docs/performance.md, "Admission at the door"), for the
// check-in batcher and a phone's offline queue alike. Each goes in under its admissionKey with
// ON CONFLICT DO NOTHING: the unique key is still the one place that decides "admits once", across
// requests, batches and processes; an admission whose key was taken is answered with the admission
// that took it. Within one call the first admission of a key wins, in the order given. Through
// Prisma's connection, so admissions are as durable as sales (not the hold path's direct connection).

export interface NewAdmission {
  /** The check-in's id, made by the caller so the answer needs no read back. */
  id: string;
  museumId: string;
  kind: "TICKET" | "MEMBERSHIP";
  ticketId: string | null;
  membershipId: string | null;
  admissionKey: string | null;
  entrance: string | null;
  checkedInAt: Date;
  userId: string | null;
  apiKeyId: string | null;
  /** The check-in as GET shows it: the check_in.created event's data, when the museum subscribes. */
  record: CheckInRecord;
}

export interface TakenBy {
  id: string;
  checkedInAt: Date;
  entrance: string | null;
}

/** Per admission, in order: stored, or the earlier admission that holds its key. */
export type StoreOutcome = { stored: true } | { stored: false; takenBy: TakenBy | null };

const CHECK_IN_ROWS: JsonInsert = {
  table: "CheckIn",
  columns: ["id", "museumId", "kind", "ticketId", "membershipId", "admissionKey", "entrance", "checkedInAt", "userId", "apiKeyId"],
  timestamps: new Set(["checkedInAt"]),
  conflictOn: ["admissionKey"],
  returning: "id",
};

function insertAll(client: DbOrTx, admissions: NewAdmission[]): Promise<Set<string>> {
  const rows = admissions.map((a) => [a.id, a.museumId, a.kind, a.ticketId, a.membershipId, a.admissionKey, a.entrance, a.checkedInAt, a.userId, a.apiKeyId]);
  return insertJsonRows(client, CHECK_IN_ROWS, rows);
}

export async function storeAdmissions(admissions: NewAdmission[]): Promise<StoreOutcome[]> {
  if (admissions.length === 0) return [];
  // A key asked for twice in one call: the first asks the database, the later ones lose to it.
  const firstOfKey = new Map<string, NewAdmission>();
  const toInsert = admissions.filter((a) => {
    if (a.admissionKey === null) return true;
    if (firstOfKey.has(a.admissionKey)) return false;
    firstOfKey.set(a.admissionKey, a);
    return true;
  });
  const stored = await insertWithEvents(toInsert);
  const lostKeys = [...new Set(admissions.filter((a) => !stored.has(a.id) && a.admissionKey !== null).map((a) => a.admissionKey!))];
  const takers =
    lostKeys.length === 0
      ? []
      : await db().checkIn.findMany({ where: { admissionKey: { in: lostKeys } }, select: { id: true, checkedInAt: true, entrance: true, admissionKey: true } });
  const takenBy = new Map(takers.map(({ admissionKey, ...taker }) => [admissionKey, taker]));
  return admissions.map((a) => (stored.has(a.id) ? { stored: true } : { stored: false, takenBy: takenBy.get(a.admissionKey) ?? null }));
}

/**
 * The insert alone when no museum in it subscribes to check_in.created (known per process,
 * webhook-subscribers.ts); otherwise in a transaction with the events of the admissions stored, so
 * an event exists exactly when its admission does (docs/webhooks.md, "Events").
 */
async function insertWithEvents(admissions: NewAdmission[]): Promise<Set<string>> {
  const museums = [...new Set(admissions.map((a) => a.museumId))];
  const subscribing = new Set<string>();
  for (const museumId of museums) if (await museumSubscribes(museumId, "check_in.created")) subscribing.add(museumId);
  if (subscribing.size === 0) return insertAll(db(), admissions);
  return inTransaction(undefined, async (tx) => {
    const stored = await insertAll(tx, admissions);
    for (const museumId of subscribing) {
      const events = admissions.filter((a) => a.museumId === museumId && stored.has(a.id)).map((a) => ({ type: "check_in.created" as const, subject: a.id, data: a.record }));
      await emitWebhookEvents(tx, { museumId }, events);
    }
    return stored;
  });
}
