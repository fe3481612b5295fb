import { DashboardError } from "./dashboard-error";
import { announceSessionEnded } from "./session-status";

// The one way the dashboard's browser code reaches the server. A request that fails, or hangs past its
// time, is NETWORK_ERROR: on a door's weak Wi-Fi a stalled request must count as no connection, or the
// scanner would wait on it for ever instead of deciding on the phone (docs/admission.md, "Offline").

/** Long enough for the slowest dashboard work (a season of time slots), short of a page that never answers. */
export const DASHBOARD_TIMEOUT_MS = 60_000;
/** A visitor is waiting at the door: past this, the scanner treats the phone as offline. */
export const DOOR_TIMEOUT_MS = 8_000;

export interface FoyerAnswer {
  status: number;
  ok: boolean;
  /** The parsed JSON body; an empty object when the body was empty or not JSON. */
  body: unknown;
}

/** Sends the request and reads its JSON answer, both within `timeoutMs`. */
export async function reachFoyer(url: string, init: RequestInit, timeoutMs: number = DASHBOARD_TIMEOUT_MS): Promise<FoyerAnswer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    // The page keeps what was typed and offers to sign in again (components/shell/session-watch.tsx).
    if (response.status === 401) announceSessionEnded();
    return { status: response.status, ok: response.ok, body: parseJson(text) };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new DashboardError("NETWORK_ERROR", timedOut ? "Foyer did not answer in time; check the connection." : "Foyer could not be reached; check the connection.");
  }
}

function parseJson(text: string): unknown {
  try {
    return text === "" ? {} : JSON.parse(text);
  } catch {
    return {};
  }
}
