import { decideAdmission, membershipAdmissionKey, ticketAdmissionKey, type AdmissionRefusalCode, type AdmissionVerdict, type EarlierAdmission, type MembershipFacts, type TicketFacts } from "@/lib/domain/check-ins/admission-rule";
import { calendarDay } from "@/lib/domain/memberships/membership-standing";
import { codeHash } from "@/lib/qr/code-hash";
import { parseQrData, signedContent, type QrParts } from "@/lib/qr/code-format";
import type { DoorList } from "./door-list";

// The door's decision on the phone alone, from the door list and the code (docs/admission.md,
// "Offline"): the signature checked with WebCrypto's Ed25519 and the listed public key, then the very
// rule the server's check-in decides with (lib/domain/check-ins/admission-rule.ts), on the facts the
// list holds. What the phone cannot know has its own reasons, so the door person sends the visitor to
// the desk instead of guessing.

export type OfflineRefusal =
  | AdmissionRefusalCode
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

/** What this phone admitted offline since the list was fetched: admission key (a ticket's by its code's hash) → when and where. */
export type LocalAdmissions = Map<string, { at: string; entrance: string | null }>;

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
  // A group's code admits as many as are there, counted against the others of its group: only the
  // server knows how many came already (docs/admission.md, "Groups").
  if (parts.version === "1" || parts.kind === "group") return refuse("NEEDS_CONNECTION");
  if (!(await signatureValid(list, parts))) return refuse("INVALID_CODE");
  const hash = await codeHash(parts.kind, parts.id);
  const listed = parts.kind === "ticket" ? listedTicket(list, parts.id, hash, admittedHere) : listedMembership(list, parts.id, hash, now, admittedHere);
  if (!listed) return refuse("NOT_ON_DOOR_LIST");
  const verdict = decideAdmission({ genuine: true, record: listed.facts, at: now });
  // A member who would take a place in a slot running now: only the server can book it (admission-rule.ts).
  if (!verdict.admitted && verdict.placeNeeded) return refuse("NEEDS_CONNECTION", listed.visitor);
  // A card judged at its booked place is shown as the server shows it: that place, with the member's name.
  const booked = verdict.bookingId ? listed.bookingVisitors?.get(verdict.bookingId) : undefined;
  const visitor = booked ? { ...booked, visitorName: listed.visitor.visitorName } : listed.visitor;
  return fromVerdict(verdict, visitor, parts.id, now, list.timeZone);
}

interface Listed {
  facts: TicketFacts | MembershipFacts;
  visitor: OfflineVisitor;
  /** A card's booked places by the id the rule knows them by (their code's hash). */
  bookingVisitors?: Map<string, OfflineVisitor>;
}

/** The admission the list shows, else the one this phone made itself since the list was fetched. */
const knownAdmission = (onList: EarlierAdmission | null, here: EarlierAdmission | undefined) => onList ?? here ?? null;

function listedTicket(list: DoorList, id: string, hash: string, admittedHere: LocalAdmissions): Listed | null {
  const ticket = list.tickets.find((candidate) => candidate.codeHash === hash);
  if (!ticket) return null;
  const onList = ticket.checkedInAt ? { at: ticket.checkedInAt, entrance: ticket.entrance } : null;
  return {
    facts: {
      kind: "TICKET",
      id,
      voided: ticket.voided,
      slotStartsAt: ticket.timeSlot?.startsAt ?? null,
      opensAt: ticket.opensAt,
      timeZone: ticket.timeZone,
      reentry: ticket.reentry,
      admitted: knownAdmission(onList, admittedHere.get(ticketAdmissionKey(hash))),
      // Let in again by this phone since the list was fetched: inside once more.
      left: ticket.left && !admittedHere.has(ticketAdmissionKey(hash)),
    },
    visitor: { kind: "TICKET", visitorName: ticket.visitorName, admits: ticket.admits, slot: ticket.timeSlot, timeZone: ticket.timeZone },
  };
}

function listedMembership(list: DoorList, id: string, hash: string, now: number, admittedHere: LocalAdmissions): Listed | null {
  const membership = list.memberships.find((candidate) => candidate.codeHash === hash);
  if (!membership) return null;
  const onList = membership.lastCheckedInAt ? { at: membership.lastCheckedInAt, entrance: membership.lastEntrance ?? null } : null;
  const admittedToday = admittedHere.get(membershipAdmissionKey(id, calendarDay(now, list.timeZone)));
  // The list knows a booked ticket by its code's hash, which stands in for its id here; this phone
  // keeps it spent under that hash, whether its own code or the card let it in (admissionsNotOnList).
  const booked = (membership.bookings ?? []).flatMap((hash) => {
    const listedBooking = listedTicket(list, hash, hash, admittedHere);
    return listedBooking?.facts.kind === "TICKET" ? [{ facts: listedBooking.facts, visitor: listedBooking.visitor }] : [];
  });
  return {
    facts: {
      kind: "MEMBERSHIP",
      id,
      status: membership.status,
      validFrom: membership.validFrom,
      validTo: membership.validTo,
      timeZone: list.timeZone,
      admissionRule: list.membershipAdmission,
      lastAdmitted: knownAdmission(onList, admittedToday),
      walkIn: list.walkInMembers ?? "ALLOWED",
      bookings: booked.map((booking) => booking.facts as TicketFacts),
    },
    visitor: { kind: "MEMBERSHIP", visitorName: membership.visitorName, admits: membership.admits, slot: null, timeZone: list.timeZone },
    bookingVisitors: new Map(booked.map((booking) => [booking.facts.id, booking.visitor])),
  };
}

/** The rule's verdict in the shape the scanner shows: `at` is the instant the refusal is about. */
function fromVerdict(verdict: AdmissionVerdict, visitor: OfflineVisitor, id: string, now: number, timeZone: string): OfflineDecision {
  if (verdict.admitted) {
    // A card let into its booked place: its key of the day (admissionsNotOnList also spends the place).
    if (verdict.bookingId) return { admitted: true, visitor, admissionKey: membershipAdmissionKey(id, calendarDay(now, timeZone)) };
    // A card admitted at every visit has no admission key; the phone still tells its visits apart.
    return { admitted: true, visitor, admissionKey: verdict.admissionKey ?? `membership:${id}:${now}` };
  }
  const details = verdict.details ?? {};
  const at = details.firstCheckedInAt ?? details.opensAt ?? (verdict.code === "MEMBERSHIP_NOT_YET_VALID" ? details.validFrom : details.validTo) ?? details.slotStartsAt ?? null;
  return refuse(verdict.code, visitor, at === null ? null : String(at), details.entrance ?? null);
}

/**
 * What this phone admitted that its door list does not show yet, as decideOffline's admission keys:
 * the scans it admitted offline and still has to send, and those the server admitted online since the
 * list was made. Replayed in the order scanned, so a card let into a booked place spends that place.
 */
export async function admissionsNotOnList(list: DoorList, scans: readonly { qrData: string; scannedAt: string; entrance?: string; phoneDecision: string }[]): Promise<LocalAdmissions> {
  const admitted: LocalAdmissions = new Map();
  const inOrder = [...scans].sort((a, b) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt));
  for (const scan of inOrder) {
    const parts = scan.phoneDecision === "ADMITTED" ? parseQrData(scan.qrData.trim()) : null;
    if (!parts || parts.kind === "group") continue;
    const keys = localKeys(list, parts, await codeHash(parts.kind, parts.id), Date.parse(scan.scannedAt), admitted);
    for (const key of keys) if (!admitted.has(key)) admitted.set(key, { at: scan.scannedAt, entrance: scan.entrance ?? null });
  }
  return admitted;
}

/**
 * The keys one admission is kept under on this phone: a ticket's by its code's hash (a booked place is
 * known to a card only by it); a card's of the day, and the booked place the rule let it into.
 */
function localKeys(list: DoorList, parts: QrParts, hash: string, at: number, admitted: LocalAdmissions): string[] {
  if (parts.kind === "ticket") return [ticketAdmissionKey(hash)];
  const dayKey = membershipAdmissionKey(parts.id, calendarDay(at, list.timeZone));
  const listed = listedMembership(list, parts.id, hash, at, admitted);
  const verdict = listed ? decideAdmission({ genuine: true, record: listed.facts, at }) : null;
  return verdict?.admitted && verdict.bookingId ? [dayKey, ticketAdmissionKey(verdict.bookingId)] : [dayKey];
}
