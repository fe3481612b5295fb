import type { DoorList as DomainDoorList } from "@/lib/domain/check-ins/door-list";
import { parseQrData } from "@/lib/qr/code-format";
import { codeHash } from "@/lib/qr/code-hash";
import type { AsJson } from "../as-json";
import { dashboardApi } from "../dashboard-api";
import { DashboardError } from "../dashboard-error";
import { DOOR_TIMEOUT_MS } from "../reach-foyer";

// The scanner's copy of today's door list (docs/admission.md, "Offline"), kept in the browser's
// storage so a reload without a connection still has it. Dates stay as the ISO text the server sent.

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

/**
 * Fetches today's list and keeps it; throws (DashboardError) when offline or signed out. An answer
 * that is not a door list (a sign-in page a proxy sent instead) is not kept over the good one.
 */
export async function refreshDoorList(museumId: string): Promise<DoorList> {
  const list = await dashboardApi<DoorList>(museumId, "door-list", { timeoutMs: DOOR_TIMEOUT_MS });
  if (!Array.isArray(list?.tickets) || !Array.isArray(list?.memberships)) throw new DashboardError("INTERNAL_ERROR", "The server's answer was not a door list.");
  localStorage.setItem(storageKey(museumId), JSON.stringify(list));
  return list;
}

/**
 * The translated names of the ticket type a code admits to (language code → name), from the list;
 * null for memberships or codes not on the list.
 */
export async function admitsTranslations(list: DoorList | null, qrData: string): Promise<Record<string, string> | null> {
  const code = parseQrData(qrData.trim());
  if (!list || code?.kind !== "ticket") return null;
  const hash = await codeHash("ticket", code.id);
  return list.tickets.find((candidate) => candidate.codeHash === hash)?.admitsTranslations ?? null;
}
