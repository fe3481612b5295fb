import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { parseQrData } from "@/lib/qr/code-format";
import { checkIn } from "./check-in";
import type { CheckInRecord } from "./check-in-record";
import { getCheckIn, museumDay } from "./list-check-ins";
import { MAX_SCAN_AGE_DAYS, type OfflineSyncInput } from "./offline-scan-schemas";

// A phone that lost its connection decides at the door and queues each scan; on reconnecting it
// sends the queue here (docs/admission.md, "Offline"). Each scan is judged as the online check-in
// would have judged it at the moment it was scanned, through the same checkIn (so the same unique
// admission key decides "admits once"), and the verdict is kept as an OfflineScan. A code the phone
// admitted that was already used is a CONFLICT: it is stored for staff, never dropped.

const DAY_MS = 86_400_000;
/** Phones' clocks run a little ahead; a scan further in the future than this is refused as input. */
const CLOCK_SKEW_MS = 5 * 60_000;
const USED_ALREADY: ReadonlySet<ErrorCode> = new Set(["ALREADY_CHECKED_IN", "MEMBERSHIP_ALREADY_USED_TODAY"]);

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
  const results: OfflineSyncResult["scans"] = [];
  for (const scan of ordered) results.push(await syncOne(actor, input.deviceId, scan));
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  return { admitted: count("ADMITTED"), refused: count("REFUSED"), conflicts: count("CONFLICT"), scans: results };
}

async function syncOne(actor: Actor, deviceId: string, scan: OfflineSyncInput["scans"][number]): Promise<OfflineSyncResult["scans"][number]> {
  const known = await db().offlineScan.findUnique({ where: { museumId_deviceScanId: { museumId: actor.museumId, deviceScanId: scan.scanId } }, select: offlineScanSelect });
  if (known) return withCheckIn(actor, toOfflineScanRecord(known));

  const verdict = await judge(actor, scan);
  const parts = parseQrData(scan.qrData);
  const names = verdict.reason === "INVALID_CODE" || !parts ? null : parts;
  try {
    const row = await db().offlineScan.create({
      data: {
        museumId: actor.museumId,
        deviceScanId: scan.scanId,
        deviceId,
        entrance: scan.entrance ?? null,
        scannedAt: new Date(scan.scannedAt),
        kind: names ? (names.kind === "ticket" ? "TICKET" : "MEMBERSHIP") : null,
        ticketId: names?.kind === "ticket" ? names.id : null,
        membershipId: names?.kind === "membership" ? names.id : null,
        phoneDecision: scan.phoneDecision,
        phoneReason: scan.phoneReason ?? null,
        outcome: verdict.outcome,
        reason: verdict.reason,
        checkInId: verdict.checkInId,
        userId: actor.userId ?? null,
        apiKeyId: actor.apiKeyId ?? null,
      },
      select: offlineScanSelect,
    });
    return { ...toOfflineScanRecord(row), checkIn: verdict.admitted ?? null };
  } catch (error) {
    // The same scan sent twice at once: the other request stored it first.
    if ((error as { code?: unknown }).code !== "P2002") throw error;
    const stored = await db().offlineScan.findUniqueOrThrow({ where: { museumId_deviceScanId: { museumId: actor.museumId, deviceScanId: scan.scanId } }, select: offlineScanSelect });
    return withCheckIn(actor, toOfflineScanRecord(stored));
  }
}

interface Verdict {
  outcome: Outcome;
  reason: ErrorCode | null;
  checkInId: string | null;
  /** The admission just stored, so the answer needs no second read. */
  admitted?: CheckInRecord;
}

async function judge(actor: Actor, scan: OfflineSyncInput["scans"][number]): Promise<Verdict> {
  try {
    const admitted = await checkIn({ actor, input: { qrData: scan.qrData, entrance: scan.entrance }, at: Date.parse(scan.scannedAt) });
    return { outcome: "ADMITTED", reason: null, checkInId: admitted.id, admitted };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (USED_ALREADY.has(error.code) && scan.phoneDecision === "ADMITTED") {
      return { outcome: "CONFLICT", reason: error.code, checkInId: await earlierCheckInId(actor, scan.qrData) };
    }
    return { outcome: "REFUSED", reason: error.code, checkInId: null };
  }
}

/** The admission a conflicting scan collided with: the code's first check-in. */
async function earlierCheckInId(actor: Actor, qrData: string): Promise<string | null> {
  const parts = parseQrData(qrData);
  if (!parts) return null;
  const first = await db().checkIn.findFirst({
    where: { museumId: actor.museumId, ...(parts.kind === "ticket" ? { ticketId: parts.id } : { membershipId: parts.id }) },
    orderBy: [{ checkedInAt: "desc" }, { id: "asc" }],
    select: { id: true },
  });
  return first?.id ?? null;
}

async function withCheckIn(actor: Actor, record: OfflineScanRecord): Promise<OfflineSyncResult["scans"][number]> {
  const checkIn = record.outcome === "ADMITTED" && record.checkInId ? await getCheckIn({ actor, id: record.checkInId }) : null;
  return { ...record, checkIn };
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
