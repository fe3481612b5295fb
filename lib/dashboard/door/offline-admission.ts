import { calendarDay, membershipStanding } from "@/lib/domain/memberships/membership-standing";
import { parseQrData, signedContent, type QrParts } from "@/lib/qr/code-format";
import type { DoorList } from "./door-list";

// The door's decision on the phone alone, from the door list and the code (docs/admission.md,
// "Offline"): the signature checked with WebCrypto's Ed25519 and the listed public key, then the same
// rules as the server's check-in. What the phone cannot know has its own reasons, so the door person
// sends the visitor to the desk instead of guessing.

export type OfflineRefusal =
  | "INVALID_CODE"
  | "ALREADY_CHECKED_IN"
  | "MEMBERSHIP_ALREADY_USED_TODAY"
  | "TICKET_VOIDED"
  | "TICKET_SLOT_NOT_OPEN"
  | "MEMBERSHIP_EXPIRED"
  | "MEMBERSHIP_NOT_YET_VALID"
  | "MEMBERSHIP_CANCELLED"
  /** A genuine code of a record not on today's list: another day's ticket, or sold since the list was fetched. */
  | "NOT_ON_DOOR_LIST"
  /** A v=1 (HMAC) code: only the server holds its key. */
  | "NEEDS_CONNECTION";

export interface OfflineVisitor {
  kind: "TICKET" | "MEMBERSHIP";
  visitorName: string | null;
  admits: string;
  slot: { startsAt: string; endsAt: string } | null;
  /** The zone its times are read in: the ticket's location's, or the museum's. */
  timeZone: string;
}

export type OfflineDecision =
  | { admitted: true; visitor: OfflineVisitor; admissionKey: string }
  | { admitted: false; reason: OfflineRefusal; visitor: OfflineVisitor | null; at: string | null; entrance: string | null };

/** What this phone admitted offline since the list was fetched: admission key → when and where. */
export type LocalAdmissions = Map<string, { at: string; entrance: string | null }>;

const STANDING_REFUSAL = { CANCELLED: "MEMBERSHIP_CANCELLED", NOT_YET_VALID: "MEMBERSHIP_NOT_YET_VALID", EXPIRED: "MEMBERSHIP_EXPIRED" } as const;

const importedKeys = new Map<string, Promise<CryptoKey>>();

function bytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  const out = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) out[index] = binary.charCodeAt(index);
  return out;
}

function publicKey(text: string): Promise<CryptoKey> {
  let key = importedKeys.get(text);
  if (!key) {
    key = crypto.subtle.importKey("raw", bytes(text), { name: "Ed25519" }, false, ["verify"]);
    importedKeys.set(text, key);
  }
  return key;
}

/** Whether this browser can check codes offline at all (WebCrypto Ed25519, in a secure context). */
export async function offlineCheckSupported(): Promise<boolean> {
  try {
    await crypto.subtle.importKey("raw", new Uint8Array(32).fill(1), { name: "Ed25519" }, false, ["verify"]);
    return true;
  } catch {
    return false;
  }
}

async function signatureValid(list: DoorList, parts: QrParts): Promise<boolean> {
  const listed = list.keys.find((key) => key.id === parts.keyId);
  if (!listed) return false;
  const signature = bytes(parts.signature);
  if (signature.length !== 64) return false;
  return crypto.subtle.verify({ name: "Ed25519" }, await publicKey(listed.publicKey), signature, new TextEncoder().encode(signedContent(parts, list.museumId)));
}

const refuse = (reason: OfflineRefusal, visitor: OfflineVisitor | null = null, at: string | null = null, entrance: string | null = null): OfflineDecision => ({
  admitted: false,
  reason,
  visitor,
  at,
  entrance,
});

/** The phone's decision for one scanned code at `now`. */
export async function decideOffline(list: DoorList, qrData: string, now: number, admittedHere: LocalAdmissions): Promise<OfflineDecision> {
  const parts = parseQrData(qrData.trim());
  if (!parts) return refuse("INVALID_CODE");
  if (parts.version === "1") return refuse("NEEDS_CONNECTION");
  if (!(await signatureValid(list, parts))) return refuse("INVALID_CODE");
  return parts.kind === "ticket" ? decideTicket(list, parts.id, now, admittedHere) : decideMembership(list, parts.id, now, admittedHere);
}

function decideTicket(list: DoorList, id: string, now: number, admittedHere: LocalAdmissions): OfflineDecision {
  const ticket = list.tickets.find((candidate) => candidate.id === id);
  if (!ticket) return refuse("NOT_ON_DOOR_LIST");
  const visitor: OfflineVisitor = { kind: "TICKET", visitorName: ticket.visitorName, admits: ticket.admits, slot: ticket.timeSlot, timeZone: ticket.timeZone };
  if (ticket.voided) return refuse("TICKET_VOIDED", visitor);
  const admissionKey = `ticket:${id}`;
  const here = admittedHere.get(admissionKey);
  if (ticket.checkedInAt) return refuse("ALREADY_CHECKED_IN", visitor, ticket.checkedInAt, ticket.entrance);
  if (here) return refuse("ALREADY_CHECKED_IN", visitor, here.at, here.entrance);
  if (ticket.opensAt && now < Date.parse(ticket.opensAt)) return refuse("TICKET_SLOT_NOT_OPEN", visitor, ticket.opensAt);
  return { admitted: true, visitor, admissionKey };
}

function decideMembership(list: DoorList, id: string, now: number, admittedHere: LocalAdmissions): OfflineDecision {
  const membership = list.memberships.find((candidate) => candidate.id === id);
  if (!membership) return refuse("NOT_ON_DOOR_LIST");
  const visitor: OfflineVisitor = { kind: "MEMBERSHIP", visitorName: membership.visitorName, admits: membership.admits, slot: null, timeZone: list.timeZone };
  const standing = membershipStanding(membership, now, list.timeZone);
  if (standing !== "VALID") return refuse(STANDING_REFUSAL[standing], visitor, standing === "NOT_YET_VALID" ? membership.validFrom : membership.validTo);
  if (list.membershipAdmission === "ONCE_A_DAY") {
    const admissionKey = `membership:${id}:${calendarDay(now, list.timeZone)}`;
    const here = admittedHere.get(admissionKey);
    const listedToday = membership.lastCheckedInAt && calendarDay(membership.lastCheckedInAt, list.timeZone) === calendarDay(now, list.timeZone);
    if (listedToday) return refuse("MEMBERSHIP_ALREADY_USED_TODAY", visitor, membership.lastCheckedInAt);
    if (here) return refuse("MEMBERSHIP_ALREADY_USED_TODAY", visitor, here.at, here.entrance);
    return { admitted: true, visitor, admissionKey };
  }
  return { admitted: true, visitor, admissionKey: `membership:${id}:${now}` };
}

/**
 * What this phone admitted that its door list does not show yet, as decideOffline's admission keys:
 * the scans it admitted offline and still has to send, and those the server admitted online since the
 * list was made.
 */
export function admissionsNotOnList(list: DoorList, scans: readonly { qrData: string; scannedAt: string; entrance?: string; phoneDecision: string }[]): LocalAdmissions {
  const admitted: LocalAdmissions = new Map();
  for (const scan of scans) {
    const parts = scan.phoneDecision === "ADMITTED" ? parseQrData(scan.qrData.trim()) : null;
    if (!parts) continue;
    const key = parts.kind === "ticket" ? `ticket:${parts.id}` : `membership:${parts.id}:${calendarDay(scan.scannedAt, list.timeZone)}`;
    if (!admitted.has(key)) admitted.set(key, { at: scan.scannedAt, entrance: scan.entrance ?? null });
  }
  return admitted;
}
