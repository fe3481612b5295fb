import type { DoorList as DomainDoorList } from "@/lib/domain/check-ins/door-list";
import { dashboardApi } from "../dashboard-api";
import { DOOR_TIMEOUT_MS } from "../reach-foyer";

// The scanner's copy of today's door list (docs/admission.md, "Offline"), kept in the browser's
// storage so a reload without a connection still has it. Dates stay as the ISO text the server sent.

/** A value as it arrives in JSON: every date as its ISO text. */
type AsJson<T> = T extends Date ? string : T extends (infer Item)[] ? AsJson<Item>[] : T extends object ? { [K in keyof T]: AsJson<T[K]> } : T;

export type DoorList = AsJson<DomainDoorList>;

const storageKey = (museumId: string) => `foyer.door-list.${museumId}`;

/** The list kept from the last fetch, or null. */
export function storedDoorList(museumId: string): DoorList | null {
  try {
    const text = localStorage.getItem(storageKey(museumId));
    return text ? (JSON.parse(text) as DoorList) : null;
  } catch {
    return null;
  }
}

/**
 * Forgets every kept door list (they hold visitors' names), as signing out does. Scans still waiting
 * to be sent stay: they are records of who came in, sent by the next sign-in on this phone.
 */
export function forgetDoorLists(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith("foyer.door-list.")) localStorage.removeItem(key);
}

/** Fetches today's list and keeps it; throws (DashboardError) when offline or signed out. */
export async function refreshDoorList(museumId: string): Promise<DoorList> {
  const list = await dashboardApi<DoorList>(museumId, "door-list", { timeoutMs: DOOR_TIMEOUT_MS });
  localStorage.setItem(storageKey(museumId), JSON.stringify(list));
  return list;
}
