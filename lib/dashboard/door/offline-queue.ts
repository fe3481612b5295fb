import { dashboardApi } from "../dashboard-api";

// Scans decided on the phone while offline wait here, in the browser's storage, until they reach
// POST /api/dashboard/museums/<id>/offline-scans (docs/admission.md, "Offline"). A scan leaves the
// queue only once the server has answered for it, so a reload or a dropped request loses nothing,
// and sending one twice is harmless: the server keeps the first verdict for its scanId.

export interface QueuedScan {
  scanId: string;
  qrData: string;
  entrance?: string;
  scannedAt: string;
  phoneDecision: "ADMITTED" | "REFUSED";
  phoneReason?: string;
}

export interface SyncAnswer {
  admitted: number;
  refused: number;
  conflicts: number;
}

/** The server takes at most this many scans per request. */
const BATCH = 500;
const queueKey = (museumId: string) => `foyer.offline-scans.${museumId}`;
const DEVICE_KEY = "foyer.door-device";

export function queuedScans(museumId: string): QueuedScan[] {
  try {
    return JSON.parse(localStorage.getItem(queueKey(museumId)) ?? "[]") as QueuedScan[];
  } catch {
    return [];
  }
}

export function queueScan(museumId: string, scan: QueuedScan): void {
  localStorage.setItem(queueKey(museumId), JSON.stringify([...queuedScans(museumId), scan]));
}

function dropSent(museumId: string, sent: ReadonlySet<string>): void {
  localStorage.setItem(queueKey(museumId), JSON.stringify(queuedScans(museumId).filter((scan) => !sent.has(scan.scanId))));
}

/** This phone's name in the offline scans staff see; made once and kept. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = `Door phone ${crypto.randomUUID().slice(0, 8)}`;
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

/** Sends every queued scan, a batch at a time; `onProgress` hears how many are left. Throws when a batch fails (the rest stay queued). */
export async function sendQueuedScans(museumId: string, onProgress: (left: number) => void = () => {}): Promise<SyncAnswer> {
  const total: SyncAnswer = { admitted: 0, refused: 0, conflicts: 0 };
  for (let batch = queuedScans(museumId).slice(0, BATCH); batch.length > 0; batch = queuedScans(museumId).slice(0, BATCH)) {
    const answer = await dashboardApi<SyncAnswer>(museumId, "offline-scans", { method: "POST", body: { deviceId: deviceId(), scans: batch } });
    total.admitted += answer.admitted;
    total.refused += answer.refused;
    total.conflicts += answer.conflicts;
    dropSent(museumId, new Set(batch.map((scan) => scan.scanId)));
    onProgress(queuedScans(museumId).length);
  }
  return total;
}

const onlineKey = (museumId: string) => `foyer.admitted-online.${museumId}`;

/** Admissions the server made for this phone while online, kept until a door list made after them shows them. */
export function admittedOnline(museumId: string, listFrom: string): QueuedScan[] {
  try {
    const kept = JSON.parse(localStorage.getItem(onlineKey(museumId)) ?? "[]") as QueuedScan[];
    return kept.filter((scan) => scan.scannedAt >= listFrom);
  } catch {
    return [];
  }
}

export function noteAdmittedOnline(museumId: string, listFrom: string | null, scan: Omit<QueuedScan, "scanId" | "phoneDecision">): void {
  const kept = listFrom ? admittedOnline(museumId, listFrom) : [];
  localStorage.setItem(onlineKey(museumId), JSON.stringify([...kept, { ...scan, scanId: "", phoneDecision: "ADMITTED" }]));
}
