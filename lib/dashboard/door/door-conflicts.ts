import type { DoorConflict } from "../door-conflicts";
import { DOOR_TIMEOUT_MS, reachFoyer } from "../reach-foyer";
import { deviceId } from "./offline-queue";

// Conflicts this phone was part of (docs/admission.md, "Offline"): a ticket it admitted offline that
// another door had admitted too, or that the server would have refused. After each sending and each
// door-list refresh the scanner asks for today's, and tells the door person of each one it has not
// told yet. Asking is a courtesy: any failure (an older server without the route, no connection) is
// silence, and the next refresh asks again.

const toldKey = (museumId: string) => `foyer.door-conflicts-told.${museumId}`;

function told(museumId: string): string[] {
  try {
    return JSON.parse(localStorage.getItem(toldKey(museumId)) ?? "[]") as string[];
  } catch {
    return [];
  }
}

/** Today's conflicts (`day` in the museum's zone, YYYY-MM-DD) of this phone that it has not told yet. */
export async function untoldConflicts(museumId: string, day: string): Promise<DoorConflict[]> {
  const query = new URLSearchParams({ deviceId: deviceId(), day });
  try {
    const answer = await reachFoyer(`/api/dashboard/museums/${encodeURIComponent(museumId)}/admission-conflicts?${query}`, { method: "GET" }, DOOR_TIMEOUT_MS);
    const list = (answer.body as { list?: DoorConflict[] }).list;
    if (!answer.ok || !Array.isArray(list)) return [];
    const already = new Set(told(museumId));
    return list.filter((conflict) => !already.has(conflict.id));
  } catch {
    return [];
  }
}

/** The door person has read these: they are not told again on this phone. */
export function markConflictsTold(museumId: string, ids: readonly string[]): void {
  localStorage.setItem(toldKey(museumId), JSON.stringify([...new Set([...told(museumId), ...ids])]));
}
