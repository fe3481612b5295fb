import type { DbOrTx, Tx } from "@/lib/db/client";
import { dbOr, inTransaction } from "@/lib/db/transaction";
import { emitWebhookEvents } from "@/lib/domain/webhook-events/emit-webhook-event";
import { museumSubscribes } from "@/lib/domain/webhook-events/webhook-subscribers";
import { randomUUID } from "node:crypto";
import type { Actor } from "@/lib/domain/actor";
import type { AdmittedAs } from "./admission-facts";
import type { CheckInRecord } from "./check-in-record";
import { claimOccupancy, type LocationFull } from "@/lib/domain/occupancy/claim-occupancy";
import { insertJsonRows, type JsonInsert } from "@/lib/domain/shared/json-insert";

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
  /** The location whose occupancy the visit counts in (admission-facts.ts); null: none. */
  locationId: string | null;
  /** Whether the location's maxOccupancy may refuse it (LOCATION_FULL): not for what a phone admitted offline, which happened. */
  capped: boolean;
  /** The check-in as GET shows it: the check_in.created event's data, when the museum subscribes. */
  record: CheckInRecord;
}

/** Who scanned, where and when: what every admission of one scan shares. */
export interface ScannedBy {
  actor: Actor;
  entrance: string | null;
  at: number;
}

/** The admission of what a scan let in (`as`, admission-facts.ts), for the one-door check-in, a group and a phone's queue alike. */
export function newAdmission({ actor, entrance, at }: ScannedBy, as: Omit<AdmittedAs, "facts">, admissionKey: string | null, capped: boolean): NewAdmission {
  const id = randomUUID();
  const checkedInAt = new Date(at);
  const { kind, ticketId, membershipId, visitor, locationId } = as;
  return {
    id,
    museumId: actor.museumId,
    kind,
    ticketId,
    membershipId,
    admissionKey,
    entrance,
    checkedInAt,
    userId: actor.userId ?? null,
    apiKeyId: actor.apiKeyId ?? null,
    locationId,
    capped,
    record: { id, kind, checkedInAt, entrance, ticketId, membershipId, ...visitor },
  };
}

export interface TakenBy {
  id: string;
  checkedInAt: Date;
  entrance: string | null;
}

/** Per admission, in order: stored, the earlier admission that holds its key, or the location it did not fit in. */
export type StoreOutcome = { stored: true } | { stored: false; takenBy: TakenBy | null } | { stored: false; full: LocationFull };

const CHECK_IN_ROWS: JsonInsert = {
  table: "CheckIn",
  columns: ["id", "museumId", "kind", "ticketId", "membershipId", "admissionKey", "entrance", "checkedInAt", "userId", "apiKeyId", "locationId"],
  timestamps: new Set(["checkedInAt"]),
  conflictOn: ["admissionKey"],
  returning: "id",
};

function insertAll(client: DbOrTx, admissions: NewAdmission[]): Promise<Set<string>> {
  const rows = admissions.map((a) => [a.id, a.museumId, a.kind, a.ticketId, a.membershipId, a.admissionKey, a.entrance, a.checkedInAt, a.userId, a.apiKeyId, a.locationId]);
  return insertJsonRows(client, CHECK_IN_ROWS, rows);
}

/** Admissions ready to store: the ones that ask the database, and the museums whose events go with them. */
export interface PreparedAdmissions {
  admissions: NewAdmission[];
  toInsert: NewAdmission[];
  /** Museums subscribing to check_in.created; read before any transaction, since the read may reach the database. */
  subscribing: Set<string>;
}

export async function prepareAdmissions(admissions: NewAdmission[]): Promise<PreparedAdmissions> {
  // A key asked for twice in one call: the first asks the database, the later ones lose to it.
  const firstOfKey = new Set<string>();
  const toInsert = admissions.filter((a) => {
    if (a.admissionKey === null) return true;
    if (firstOfKey.has(a.admissionKey)) return false;
    firstOfKey.add(a.admissionKey);
    return true;
  });
  const subscribing = new Set<string>();
  for (const museumId of new Set(admissions.map((a) => a.museumId))) if (await museumSubscribes(museumId, "check_in.created")) subscribing.add(museumId);
  return { admissions, toInsert, subscribing };
}

/** Stores prepared admissions, in the caller's transaction when one is passed. */
export async function storePrepared({ admissions, toInsert, subscribing }: PreparedAdmissions, tx?: Tx): Promise<StoreOutcome[]> {
  if (admissions.length === 0) return [];
  const { stored, full } = await insertWithEvents(toInsert, subscribing, tx);
  const lostKeys = [...new Set(admissions.filter((a) => !stored.has(a.id) && a.admissionKey !== null).map((a) => a.admissionKey!))];
  const takers =
    lostKeys.length === 0
      ? []
      : await dbOr(tx).checkIn.findMany({ where: { admissionKey: { in: lostKeys } }, select: { id: true, checkedInAt: true, entrance: true, admissionKey: true } });
  const takenBy = new Map(takers.map(({ admissionKey, ...taker }) => [admissionKey, taker]));
  return admissions.map((a): StoreOutcome => {
    if (stored.has(a.id)) return { stored: true };
    const tooFull = full.get(a.id);
    return tooFull ? { stored: false, full: tooFull } : { stored: false, takenBy: takenBy.get(a.admissionKey) ?? null };
  });
}

export async function storeAdmissions(admissions: NewAdmission[]): Promise<StoreOutcome[]> {
  return storePrepared(await prepareAdmissions(admissions));
}

/**
 * The insert alone when no admission counts in a location and no museum in it subscribes to
 * check_in.created (known per process, webhook-subscribers.ts); otherwise in one transaction with the
 * occupancy claims (lib/domain/occupancy) and the events of the admissions kept, so an admission
 * exists exactly when its place at the location and its event do (docs/webhooks.md, "Events").
 * Admissions that do not fit are removed again in the same transaction, which frees their keys.
 */
async function insertWithEvents(admissions: NewAdmission[], subscribing: Set<string>, tx: Tx | undefined): Promise<{ stored: Set<string>; full: Map<string, LocationFull> }> {
  const occupying = admissions.some((a) => a.locationId !== null);
  if (subscribing.size === 0 && !occupying) return { stored: await insertAll(dbOr(tx), admissions), full: new Map() };
  return inTransaction(tx, async (inner) => {
    const inserted = await insertAll(inner, admissions);
    const full = await claimOccupancy(inner, admissions.filter((a) => inserted.has(a.id)));
    if (full.size > 0) await inner.checkIn.deleteMany({ where: { id: { in: [...full.keys()] } } });
    const stored = new Set([...inserted].filter((id) => !full.has(id)));
    for (const museumId of subscribing) {
      const events = admissions.filter((a) => a.museumId === museumId && stored.has(a.id)).map((a) => ({ type: "check_in.created" as const, subject: a.id, data: a.record }));
      await emitWebhookEvents(inner, { museumId }, events);
    }
    return { stored, full };
  });
}
