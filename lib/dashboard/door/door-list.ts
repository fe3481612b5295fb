import { dashboardApi } from "../dashboard-api";

// The scanner's copy of today's door list (docs/admission.md, "Offline"), kept in the browser's
// storage so a reload without a connection still has it. Dates stay as the ISO text the server sent.

export interface DoorListTicket {
  id: string;
  visitorName: string | null;
  admits: string;
  timeSlot: { id: string; startsAt: string; endsAt: string } | null;
  timeZone: string;
  opensAt: string | null;
  voided: boolean;
  checkedInAt: string | null;
  entrance: string | null;
}

export interface DoorListMembership {
  id: string;
  visitorName: string;
  admits: string;
  status: string;
  validFrom: string;
  validTo: string;
  lastCheckedInAt: string | null;
}

export interface DoorList {
  museumId: string;
  day: string;
  timeZone: string;
  membershipAdmission: "EVERY_VISIT" | "ONCE_A_DAY";
  generatedAt: string;
  keys: { id: string; algorithm: "Ed25519"; publicKey: string; current: boolean }[];
  tickets: DoorListTicket[];
  memberships: DoorListMembership[];
}

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

/** Fetches today's list and keeps it; throws (DashboardError) when offline or signed out. */
export async function refreshDoorList(museumId: string): Promise<DoorList> {
  const list = await dashboardApi<DoorList>(museumId, "door-list");
  localStorage.setItem(storageKey(museumId), JSON.stringify(list));
  return list;
}
