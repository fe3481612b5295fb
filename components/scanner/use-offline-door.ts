"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { DashboardError } from "@/lib/dashboard/dashboard-error";
import { admitsTranslations, forgetDoorLists, refreshDoorList, storedDoorList, type DoorList } from "@/lib/dashboard/door/door-list";
import { admissionsNotOnList, decideOffline, offlineCheckSupported, type OfflineDecision } from "@/lib/dashboard/door/offline-admission";
import { admittedOnline, noteAdmittedOnline, queuedScans, queueScan, sendQueuedScans, type SyncAnswer } from "@/lib/dashboard/door/offline-queue";
import { keepScannerOffline } from "./offline-app";

// The scanner's offline mode (docs/admission.md, "Offline"): keeps today's door list fresh while
// online, decides on the phone when the connection is gone, queues every such scan and sends the
// queue as soon as the server answers again. A server that answers "signed out" is not a missing
// connection: the door says the session ended at once, keeps the queue, and sends it after sign-in.

const REFRESH_MS = 2 * 60_000;
/** While offline, how often to try the server again. */
const RETRY_MS = 15_000;

export interface OfflineDoor {
  /** False once a request failed for want of a connection, until the server answers again. */
  online: boolean;
  /** The server answered that the session has ended: nothing is sent until the door person signs in. */
  signedOut: boolean;
  /** Scans decided on the phone and not yet sent. */
  waiting: number;
  /** When the kept door list was made, or null when the phone has none. */
  listFrom: string | null;
  /** The museum's zone (from the list), in which the door reads "today"; null without a list. */
  museumTimeZone: string | null;
  /** Whether this browser can check codes itself (WebCrypto Ed25519). */
  supported: boolean;
  /** What the scans sent since the scanner opened came to, or null before the first sending. */
  lastSync: SyncAnswer | null;
  /** Decides on the phone and queues the scan; null when there is no door list to decide with. */
  admitOffline: (qrData: string, entrance: string | null) => Promise<{ decision: OfflineDecision; museumTimeZone: string } | null>;
  /** Tells the door a request just failed for want of a connection. */
  wentOffline: () => void;
  /** Tells the door a request was refused for want of a session. */
  sessionEnded: () => void;
  /** Before signing out: fetches no more door lists, and sends what waits if the server takes it (else it stays queued). */
  leave: () => Promise<void>;
  /** The names of the ticket type a code admits to, by language, when the list has them. */
  translationsFor: (qrData: string) => Promise<Record<string, string> | null>;
  /** Remembers an admission the server made, so the phone refuses the same ticket if the connection drops before the next list. */
  admittedOnline: (qrData: string, checkedInAt: string, entrance: string | null) => void;
}

/** What every sending since the scanner opened found, so a second round does not hide the first. */
function addSyncAnswers(before: SyncAnswer | null, answer: SyncAnswer): SyncAnswer {
  if (!before) return answer;
  return { admitted: before.admitted + answer.admitted, refused: before.refused + answer.refused, conflicts: before.conflicts + answer.conflicts };
}

function failedWith(error: unknown, code: "NETWORK_ERROR" | "UNAUTHORIZED"): boolean {
  return error instanceof DashboardError && error.code === code;
}

export function useOfflineDoor(museumId: string): OfflineDoor {
  const [online, setOnline] = useState(true);
  const [signedOut, setSignedOut] = useState(false);
  const [list, setList] = useState<DoorList | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [supported, setSupported] = useState(true);
  const [lastSync, setLastSync] = useState<SyncAnswer | null>(null);
  const syncing = useRef(false);
  const leaving = useRef(false);
  const syncAgain = useRef(false);

  /**
   * The session ended: the door list (visitors' names) leaves the phone at once, as at sign-out
   * (docs/admission.md, "Offline"); the queue stays for the next sign-in, which fetches a new list.
   */
  const endSession = useCallback(() => {
    forgetDoorLists();
    setList(null);
    setOnline(true);
    setSignedOut(true);
  }, []);

  /** Sends the queue and fetches a fresh list; false when the connection is still gone. */
  const sendAndRefresh = useCallback(async (): Promise<boolean> => {
    try {
      if (queuedScans(museumId).length > 0) {
        const answer = await sendQueuedScans(museumId, setWaiting);
        setLastSync((before) => addSyncAnswers(before, answer));
      }
      if (!leaving.current) setList(await refreshDoorList(museumId));
      setOnline(true);
      setSignedOut(false);
      return true;
    } catch (error) {
      if (failedWith(error, "NETWORK_ERROR")) setOnline(false);
      if (failedWith(error, "UNAUTHORIZED")) endSession();
      return false;
    }
  }, [museumId, endSession]);

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
    void keepScannerOffline();
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
    // Signed out, the door asks again as often as offline: a sign-in in another tab brings it back.
    const timer = setInterval(() => void sync(), online && !signedOut ? REFRESH_MS : RETRY_MS);
    return () => clearInterval(timer);
  }, [online, signedOut, sync]);

  const admitOffline = useCallback(
    async (qrData: string, entrance: string | null) => {
      const current = list ?? storedDoorList(museumId);
      if (!current) return null;
      const now = Date.now();
      const notOnList = await admissionsNotOnList(current, [...admittedOnline(museumId, current.generatedAt), ...queuedScans(museumId)]);
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
  const sessionEnded = useCallback(() => endSession(), [endSession]);
  const leave = useCallback(async () => {
    leaving.current = true;
    try {
      if (queuedScans(museumId).length > 0) await sendQueuedScans(museumId, setWaiting);
    } catch {
      // Kept on the phone: the next sign-in sends them.
    }
  }, [museumId]);
  const translationsFor = useCallback((qrData: string) => admitsTranslations(list ?? storedDoorList(museumId), qrData), [list, museumId]);
  const listFrom = list?.generatedAt ?? null;
  const museumTimeZone = list?.timeZone ?? null;
  const rememberOnline = useCallback(
    (qrData: string, checkedInAt: string, entrance: string | null) => noteAdmittedOnline(museumId, listFrom, { qrData: qrData.trim(), scannedAt: checkedInAt, ...(entrance ? { entrance } : {}) }),
    [museumId, listFrom],
  );

  return useMemo(
    () => ({ online, signedOut, waiting, listFrom, museumTimeZone, supported, lastSync, admitOffline, wentOffline, sessionEnded, leave, translationsFor, admittedOnline: rememberOnline }),
    [online, signedOut, waiting, listFrom, museumTimeZone, supported, lastSync, admitOffline, wentOffline, sessionEnded, leave, translationsFor, rememberOnline],
  );
}
