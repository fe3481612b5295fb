"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { DashboardError } from "@/lib/dashboard/dashboard-error";
import { refreshDoorList, storedDoorList, type DoorList } from "@/lib/dashboard/door/door-list";
import { admissionsNotOnList, decideOffline, offlineCheckSupported, type OfflineDecision } from "@/lib/dashboard/door/offline-admission";
import { admittedOnline, noteAdmittedOnline, queuedScans, queueScan, sendQueuedScans, type SyncAnswer } from "@/lib/dashboard/door/offline-queue";

// The scanner's offline mode (docs/admission.md, "Offline"): keeps today's door list fresh while
// online, decides on the phone when the connection is gone, queues every such scan and sends the
// queue as soon as the server answers again.

const REFRESH_MS = 2 * 60_000;
/** While offline, how often to try the server again. */
const RETRY_MS = 15_000;

export interface OfflineDoor {
  /** False once a request failed for want of a connection, until one succeeds. */
  online: boolean;
  /** Scans decided on the phone and not yet sent. */
  waiting: number;
  /** When the kept door list was made, or null when the phone has none. */
  listFrom: string | null;
  /** Whether this browser can check codes itself (WebCrypto Ed25519). */
  supported: boolean;
  /** What the scans sent since the scanner opened came to, or null before the first sending. */
  lastSync: SyncAnswer | null;
  /** Decides on the phone and queues the scan; null when there is no door list to decide with. */
  admitOffline: (qrData: string, entrance: string | null) => Promise<{ decision: OfflineDecision; museumTimeZone: string } | null>;
  /** Tells the door a request just failed for want of a connection. */
  wentOffline: () => void;
  /** Remembers an admission the server made, so the phone refuses the same ticket if the connection drops before the next list. */
  admittedOnline: (qrData: string, checkedInAt: string, entrance: string | null) => void;
}

/** What every sending since the scanner opened found, so a second round does not hide the first. */
function addSyncAnswers(before: SyncAnswer | null, answer: SyncAnswer): SyncAnswer {
  if (!before) return answer;
  return { admitted: before.admitted + answer.admitted, refused: before.refused + answer.refused, conflicts: before.conflicts + answer.conflicts };
}

function isNetworkError(error: unknown): boolean {
  return error instanceof DashboardError && error.code === "NETWORK_ERROR";
}

export function useOfflineDoor(museumId: string): OfflineDoor {
  const [online, setOnline] = useState(true);
  const [list, setList] = useState<DoorList | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [supported, setSupported] = useState(true);
  const [lastSync, setLastSync] = useState<SyncAnswer | null>(null);
  const syncing = useRef(false);
  const syncAgain = useRef(false);

  /** Sends the queue and fetches a fresh list; false when the connection is still gone. */
  const sendAndRefresh = useCallback(async (): Promise<boolean> => {
    try {
      if (queuedScans(museumId).length > 0) {
        const answer = await sendQueuedScans(museumId, setWaiting);
        setLastSync((before) => addSyncAnswers(before, answer));
      }
      setList(await refreshDoorList(museumId));
      setOnline(true);
      return true;
    } catch (error) {
      if (isNetworkError(error)) setOnline(false);
      return false;
    }
  }, [museumId]);

  const sync = useCallback(async () => {
    if (syncing.current) {
      // The round under way may have started before the connection came back: run once more after it.
      syncAgain.current = true;
      return;
    }
    syncing.current = true;
    try {
      let connected: boolean;
      do {
        syncAgain.current = false;
        connected = await sendAndRefresh();
        // The camera keeps deciding on the phone until the door knows it is online again; scans
        // queued during this round go now rather than at the next refresh minutes away.
      } while (syncAgain.current || (connected && queuedScans(museumId).length > 0));
    } finally {
      setWaiting(queuedScans(museumId).length);
      syncing.current = false;
    }
  }, [museumId, sendAndRefresh]);

  useEffect(() => {
    void navigator.serviceWorker?.register("/scan-sw.js", { scope: "/scan" }).catch(() => undefined);
    void (async () => {
      setSupported(await offlineCheckSupported());
      // The kept list first, so a phone that opens without a connection can decide at once.
      setList((shown) => shown ?? storedDoorList(museumId));
      setWaiting(queuedScans(museumId).length);
      await sync();
    })();
    const onOnline = () => void sync();
    const onOffline = () => setOnline(false);
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, [museumId, sync]);

  useEffect(() => {
    const timer = setInterval(() => void sync(), online ? REFRESH_MS : RETRY_MS);
    return () => clearInterval(timer);
  }, [online, sync]);

  const admitOffline = useCallback(
    async (qrData: string, entrance: string | null) => {
      const current = list ?? storedDoorList(museumId);
      if (!current) return null;
      const now = Date.now();
      const notOnList = admissionsNotOnList(current, [...admittedOnline(museumId, current.generatedAt), ...queuedScans(museumId)]);
      const decision = await decideOffline(current, qrData, now, notOnList);
      queueScan(museumId, {
        scanId: crypto.randomUUID(),
        qrData: qrData.trim(),
        ...(entrance ? { entrance } : {}),
        scannedAt: new Date(now).toISOString(),
        phoneDecision: decision.admitted ? "ADMITTED" : "REFUSED",
        ...(decision.admitted ? {} : { phoneReason: decision.reason }),
      });
      setWaiting(queuedScans(museumId).length);
      return { decision, museumTimeZone: current.timeZone };
    },
    [list, museumId],
  );

  const wentOffline = useCallback(() => setOnline(false), []);
  const listFrom = list?.generatedAt ?? null;
  const rememberOnline = useCallback(
    (qrData: string, checkedInAt: string, entrance: string | null) => noteAdmittedOnline(museumId, listFrom, { qrData: qrData.trim(), scannedAt: checkedInAt, ...(entrance ? { entrance } : {}) }),
    [museumId, listFrom],
  );

  return useMemo(
    () => ({ online, waiting, listFrom, supported, lastSync, admitOffline, wentOffline, admittedOnline: rememberOnline }),
    [online, waiting, listFrom, supported, lastSync, admitOffline, wentOffline, rememberOnline],
  );
}
