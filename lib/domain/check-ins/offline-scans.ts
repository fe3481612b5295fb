import { randomUUID } from "node:crypto";
import { db, type Tx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { AppError } from "@/lib/errors/app-error";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { parseQrData, type QrParts } from "@/lib/qr/code-format";
import { qrSignatureValid } from "@/lib/qr/qr-code-data";
import { admittedAs, readAdmissionSubjects, subjectKey, type AdmissionSubject } from "./admission-facts";
import { admissionKeyOf, decideAdmission, USED_ALREADY, type EarlierAdmission, type TicketFacts } from "./admission-rule";
import { checkInSelect, toCheckInRecord, type CheckInRecord } from "./check-in-record";
import { museumDay } from "./list-check-ins";
import { MAX_SCAN_AGE_DAYS, type OfflineSyncInput } from "./offline-scan-schemas";
import { insertJsonRows, type JsonInsert } from "@/lib/domain/shared/json-insert";
import { newAdmission, prepareAdmissions, storePrepared, type NewAdmission, type StoreOutcome } from "./store-admissions";

// A phone that lost its connection decides at the door and queues each scan with its verdict; on
// reconnecting it sends the queue here (docs/admission.md, "Offline"). The server judges each scan
// with the same rule (admission-rule.ts) as of the moment it was scanned, oldest first, and keeps
// what happened at the door:
// - the phone refused: a REFUSED scan with the phone's reason; never a check-in, the ticket unspent;
// - the phone admitted and the server agrees: ADMITTED, with its check-in;
// - the phone admitted a code already used (the unique admission key says so): a CONFLICT naming the
//   earlier check-in, no second one;
// - the phone admitted a code the server refuses for another reason (voided, another day, a
//   cancelled card…): the visitor did go in, so the check-in is stored, and the scan is a CONFLICT
//   with the server's reason;
// - a code that is not this museum's is never an admission: REFUSED.
// A whole request is read in a few queries (its known scans, the records its codes name) and stored
// in one transaction of two statements (the admissions, the scans), so a long queue syncs in seconds
// (docs/performance.md).

const DAY_MS = 86_400_000;
/** Phones' clocks run a little ahead; a scan further in the future than this is refused as input. */
const CLOCK_SKEW_MS = 5 * 60_000;

export type OfflineOutcome = "ADMITTED" | "REFUSED" | "CONFLICT";
type Outcome = OfflineOutcome;

const offlineScanSelect = {
  id: true,
  deviceScanId: true,
  deviceId: true,
  entrance: true,
  scannedAt: true,
  syncedAt: true,
  kind: true,
  ticketId: true,
  membershipId: true,
  phoneDecision: true,
  outcome: true,
  reason: true,
  checkInId: true,
} as const;

type OfflineScanRow = { [K in keyof typeof offlineScanSelect]: unknown } & { deviceScanId: string; outcome: string; checkInId: string | null };

export interface OfflineScanRecord {
  id: string;
  scanId: string;
  deviceId: string;
  entrance: string | null;
  scannedAt: Date;
  syncedAt: Date;
  kind: "TICKET" | "MEMBERSHIP" | null;
  ticketId: string | null;
  membershipId: string | null;
  phoneDecision: "ADMITTED" | "REFUSED";
  outcome: Outcome;
  reason: string | null;
  checkInId: string | null;
}

export interface OfflineSyncResult {
  admitted: number;
  refused: number;
  conflicts: number;
  scans: (OfflineScanRecord & { checkIn: CheckInRecord | null })[];
}

export function toOfflineScanRecord({ deviceScanId, ...row }: OfflineScanRow): OfflineScanRecord {
  return { ...(row as Omit<OfflineScanRecord, "scanId">), scanId: deviceScanId };
}

type Scan = OfflineSyncInput["scans"][number];
type SyncedScan = OfflineSyncResult["scans"][number];

/** Judges and stores a phone's queued scans, oldest first; sending the same scans again changes nothing. */
export async function syncOfflineScans({ actor, input }: { actor: Actor; input: OfflineSyncInput }): Promise<OfflineSyncResult> {
  const now = Date.now();
  for (const [index, scan] of input.scans.entries()) {
    const at = Date.parse(scan.scannedAt);
    if (at > now + CLOCK_SKEW_MS || at < now - MAX_SCAN_AGE_DAYS * DAY_MS) {
      throw new AppError("VALIDATION_ERROR", `scans[${index}].scannedAt must be within the last ${MAX_SCAN_AGE_DAYS} days and not in the future.`);
    }
  }
  const ordered = [...input.scans].sort((a, b) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt));
  let results: SyncedScan[] | null = null;
  for (let attempt = 1; results === null; attempt += 1) results = await syncOrdered(actor, input.deviceId, ordered, attempt);
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  return { admitted: count("ADMITTED"), refused: count("REFUSED"), conflicts: count("CONFLICT"), scans: results };
}

// The same scans sent in two requests at once (a phone retrying a slow request): one stores them, the
// other, finding some stored meanwhile, stores nothing and answers with what the first stored. More
// attempts only when requests with overlapping scans keep crossing.
const MAX_ATTEMPTS = 3;

class SentMeanwhile extends Error {}

/** The verdicts in the scans' order, or null when another request stored some of them meanwhile (nothing was stored then). */
async function syncOrdered(actor: Actor, deviceId: string, ordered: Scan[], attempt: number): Promise<SyncedScan[] | null> {
  const known = await knownScans(actor, ordered.map((scan) => scan.scanId));
  // A scan sent twice in one request counts once: its first copy.
  const fresh = new Map<string, Scan>();
  for (const scan of ordered) if (!known.has(scan.scanId) && !fresh.has(scan.scanId)) fresh.set(scan.scanId, scan);
  try {
    const judged = await judgeAll(actor, deviceId, [...fresh.values()]);
    return ordered.map((scan) => judged.get(scan.scanId) ?? known.get(scan.scanId)!);
  } catch (error) {
    if (error instanceof SentMeanwhile && attempt < MAX_ATTEMPTS) return null;
    throw error;
  }
}

/** The scans of this request stored before, with the check-ins they stored. */
async function knownScans(actor: Actor, scanIds: string[]): Promise<Map<string, SyncedScan>> {
  if (scanIds.length === 0) return new Map();
  const rows = await db().offlineScan.findMany({ where: { museumId: actor.museumId, deviceScanId: { in: [...new Set(scanIds)] } }, select: offlineScanSelect });
  const records = rows.map(toOfflineScanRecord);
  const ownIds = records.filter(storedItsCheckIn).map((record) => record.checkInId!);
  const stored = ownIds.length === 0 ? [] : await db().checkIn.findMany({ where: { id: { in: ownIds }, museumId: actor.museumId }, select: checkInSelect });
  const checkIns = new Map(stored.map((row) => [row.id, toCheckInRecord(row)]));
  return new Map(records.map((record) => [record.scanId, { ...record, checkIn: storedItsCheckIn(record) ? (checkIns.get(record.checkInId!) ?? null) : null }]));
}

/** Whether the scan's checkInId is the check-in it stored (not the earlier one a used-already conflict names). */
const storedItsCheckIn = (record: OfflineScanRecord) => record.checkInId !== null && (record.outcome === "ADMITTED" || (record.outcome === "CONFLICT" && !USED_ALREADY.has(record.reason ?? "")));

/** What the server makes of one scan before storing: the admission it stores, if any, and the scan's verdict. */
interface Judgement {
  scan: Scan;
  /** The code's parts when it is a genuine code of a record of this museum, else null (an INVALID_CODE names nothing). */
  named: QrParts | null;
  admission: NewAdmission | null;
  outcome: Outcome;
  reason: string | null;
}

async function judgeAll(actor: Actor, deviceId: string, scans: Scan[]): Promise<Map<string, SyncedScan>> {
  if (scans.length === 0) return new Map();
  const parsed = scans.map((scan) => ({ scan, parts: parseQrData(scan.qrData) }));
  const subjects = await readAdmissionSubjects(actor.museumId, parsed.flatMap(({ parts }) => (parts ? [parts] : [])));
  // In scan order, each judged as the request's earlier admissions left its code: a card admitted
  // twice on a day it booked twice goes into its next booking, as the phone's replay decides (lib/dashboard/door/offline-admission.ts).
  const spent = new Map<string, EarlierAdmission>();
  const judgements = parsed.map(({ scan, parts }) => {
    const subject = parts ? (subjects.get(subjectKey(parts)) ?? null) : null;
    const judgement = judge(actor, scan, parts, subject && asLeftBy(subject, spent));
    const ticketId = judgement.admission?.ticketId;
    if (ticketId && !spent.has(ticketId)) spent.set(ticketId, { at: judgement.admission!.checkedInAt, entrance: judgement.admission!.entrance });
    return judgement;
  });
  const admissions = judgements.flatMap((judgement) => (judgement.admission ? [judgement.admission] : []));
  // The admissions and the scans commit together: a request that finds some of its scans stored by
  // another meanwhile undoes its admissions too, so the scans' verdicts are those of one request.
  const prepared = await prepareAdmissions(admissions);
  return inTransaction(undefined, async (tx) => {
    const stored = await storePrepared(prepared, tx);
    return storeScans(tx, actor, verdicts(judgements, admissions, stored, deviceId), new Map(scans.map((scan) => [scan.scanId, scan.phoneReason ?? null])));
  });
}

/** Each scan's record, from its judgement and what storing its admission found. */
function verdicts(judgements: Judgement[], admissions: NewAdmission[], stored: StoreOutcome[], deviceId: string): SyncedScan[] {
  const outcomeOf = new Map(admissions.map((admission, index) => [admission.id, stored[index]!]));
  const syncedAt = new Date();
  return judgements.map((judgement): SyncedScan => {
    const { scan, named, admission } = judgement;
    let { outcome, reason } = judgement;
    let checkInId: string | null = null;
    let checkIn: CheckInRecord | null = null;
    const result = admission ? outcomeOf.get(admission.id)! : null;
    if (admission && result?.stored) {
      checkInId = admission.id;
      checkIn = admission.record;
    } else if (admission && result && !result.stored) {
      // The code was used already: the visitor came in twice.
      outcome = "CONFLICT";
      reason = admission.kind === "TICKET" ? "ALREADY_CHECKED_IN" : "MEMBERSHIP_ALREADY_USED_TODAY";
      checkInId = "takenBy" in result ? (result.takenBy?.id ?? null) : null;
    }
    return {
      id: randomUUID(),
      scanId: scan.scanId,
      deviceId,
      entrance: scan.entrance ?? null,
      scannedAt: new Date(scan.scannedAt),
      syncedAt,
      kind: named ? (named.kind === "ticket" ? "TICKET" : "MEMBERSHIP") : null,
      ticketId: named?.kind === "ticket" ? named.id : null,
      membershipId: named?.kind === "membership" ? named.id : null,
      phoneDecision: scan.phoneDecision,
      outcome,
      reason,
      checkInId,
      checkIn,
    };
  });
}

/** The subject with the tickets this request admitted so far (by their own code or a card's booking) marked used and inside. */
function asLeftBy(subject: AdmissionSubject, spent: Map<string, EarlierAdmission>): AdmissionSubject {
  const used = (facts: TicketFacts): TicketFacts => {
    const earlier = spent.get(facts.id);
    return earlier ? { ...facts, admitted: facts.admitted ?? earlier, left: false } : facts;
  };
  if (spent.size === 0) return subject;
  if (subject.facts.kind === "TICKET") return { ...subject, facts: used(subject.facts) };
  if (!subject.bookings?.length) return subject;
  const bookings = subject.bookings.map((booking) => ({ ...booking, facts: used(booking.facts as TicketFacts) }));
  return { ...subject, facts: { ...subject.facts, bookings: bookings.map((booking) => booking.facts as TicketFacts) }, bookings };
}

function judge(actor: Actor, scan: Scan, parts: QrParts | null, subject: AdmissionSubject | null): Judgement {
  const at = Date.parse(scan.scannedAt);
  const genuine = parts !== null && qrSignatureValid(parts, actor.museumId);
  const verdict = decideAdmission({ genuine, record: subject?.facts ?? null, at });
  const refusal = verdict.admitted ? null : verdict.code;
  const named = genuine && subject ? parts : null;
  if (scan.phoneDecision === "REFUSED") return { scan, named, admission: null, outcome: "REFUSED", reason: scan.phoneReason ?? refusal };
  // Not this museum's code (or not a code): nobody can have been let in on it.
  if (!genuine || !subject) return { scan, named, admission: null, outcome: "REFUSED", reason: "INVALID_CODE" };
  // Into the booked place when the server lets the card in on it (admission-facts.ts), or when that
  // place was used already (the store then names the earlier admission, as for a ticket). A card
  // refused for another reason is kept as the card's own visit, so a booking the phone may not have
  // known of (sold after its list) still admits at its time.
  const intoBooking = verdict.admitted || USED_ALREADY.has(verdict.code);
  const as = admittedAs(subject, intoBooking ? verdict.bookingId : undefined);
  const admissionKey = verdict.admitted ? verdict.admissionKey : admissionKeyOf(as.facts, at);
  const admission = newAdmission({ actor, entrance: scan.entrance ?? null, at }, as, admissionKey, false);
  return { scan, named, admission, outcome: refusal ? "CONFLICT" : "ADMITTED", reason: refusal };
}

const OFFLINE_SCAN_ROWS: JsonInsert = {
  table: "OfflineScan",
  columns: ["id", "museumId", "deviceScanId", "deviceId", "entrance", "scannedAt", "syncedAt", "kind", "ticketId", "membershipId", "phoneDecision", "phoneReason", "outcome", "reason", "checkInId", "userId", "apiKeyId"],
  timestamps: new Set(["scannedAt", "syncedAt"]),
  conflictOn: ["museumId", "deviceScanId"],
  returning: "deviceScanId",
};

/** Stores the scans' records in one statement; throws SentMeanwhile when another request stored some of them first. */
async function storeScans(tx: Tx, actor: Actor, records: SyncedScan[], phoneReasons: Map<string, string | null>): Promise<Map<string, SyncedScan>> {
  const rows = records.map((r) => [
    r.id,
    actor.museumId,
    r.scanId,
    r.deviceId,
    r.entrance,
    r.scannedAt,
    r.syncedAt,
    r.kind,
    r.ticketId,
    r.membershipId,
    r.phoneDecision,
    phoneReasons.get(r.scanId) ?? null,
    r.outcome,
    r.reason,
    r.checkInId,
    actor.userId ?? null,
    actor.apiKeyId ?? null,
  ]);
  const stored = await insertJsonRows(tx, OFFLINE_SCAN_ROWS, rows);
  if (stored.size < records.length) throw new SentMeanwhile();
  return new Map(records.map((record) => [record.scanId, record]));
}

// Newest scan first: staff look for what just came in from a phone.
const byScan = [{ scannedAt: "desc" as const }, { id: "asc" as const }];

/**
 * The scans phones reported after being offline; `outcome` CONFLICT (or the filter OUTCOME EQUAL
 * "CONFLICT") finds the double admissions, `day` the scans of one calendar day in the museum's zone.
 */
export async function listOfflineScans({ actor, paging, filter, day, outcome }: ListArgs & { day?: string; outcome?: OfflineOutcome }): Promise<ListResult<OfflineScanRecord>> {
  const filtered = await scopedWhere("OFFLINE_SCAN", filter, actor);
  const narrowing = [...(outcome ? [{ outcome }] : []), ...(day === undefined ? [] : [{ scannedAt: await museumDay(actor, day) }])];
  const where = narrowing.length === 0 ? filtered : { AND: [filtered, ...narrowing] };
  return pagedList(
    paging,
    db().offlineScan.count({ where }),
    async (page) => (await db().offlineScan.findMany({ where, select: offlineScanSelect, ...page })).map(toOfflineScanRecord),
    byScan,
  );
}
