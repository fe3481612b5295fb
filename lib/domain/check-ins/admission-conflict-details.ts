import { db } from "@/lib/db/client";
import type { AdmissionConflict } from "./admission-conflicts";
import { entryPlaceSelect, ticketEntry } from "./ticket-entry";

// What a page of conflicts says about each (admission-conflicts.ts): the visitor, what the code
// admits, the slot and the zone its times are read in, and the earlier admission with the phone
// that made it. OfflineScan has no relations, so each kind of record is read once for the whole
// page (four reads however long the page), never once per conflict.

/** Conflicts whose checkInId is the earlier admission they collided with, not one of their own. */
export const USED_ALREADY_REASONS = ["ALREADY_CHECKED_IN", "MEMBERSHIP_ALREADY_USED_TODAY"];

/**
 * An offline scan whose checkInId is the admission it stored: an ADMITTED one, or a conflict that is
 * not a used-already one (the phone let in a visitor the server would have refused, docs/admission.md).
 */
export const storedAdmission = {
  OR: [{ outcome: "ADMITTED" }, { outcome: "CONFLICT", reason: { notIn: USED_ALREADY_REASONS } }],
};

export interface ConflictRow {
  id: string;
  deviceId: string;
  entrance: string | null;
  scannedAt: Date;
  syncedAt: Date;
  kind: string | null;
  ticketId: string | null;
  membershipId: string | null;
  reason: string | null;
  checkInId: string | null;
}

const ticketSelect = {
  id: true,
  orderId: true,
  customerId: true,
  customer: { select: { name: true } },
  ticketType: { select: { name: true, translations: { select: { language: true, name: true } }, location: entryPlaceSelect } },
  timeSlot: { select: { startsAt: true, endsAt: true, location: entryPlaceSelect } },
} as const;

const membershipSelect = { id: true, name: true, customerId: true, customer: { select: { name: true } } } as const;

const distinct = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];

export async function describeConflicts(museumId: string, museumTimeZone: string, rows: ConflictRow[]): Promise<AdmissionConflict[]> {
  if (rows.length === 0) return [];
  const earlierIds = distinct(rows.map((row) => (row.reason && USED_ALREADY_REASONS.includes(row.reason) ? row.checkInId : null)));
  const ticketIds = distinct(rows.map((row) => row.ticketId));
  const membershipIds = distinct(rows.map((row) => row.membershipId));
  const [tickets, memberships, checkIns, admittedOffline] = await Promise.all([
    ticketIds.length ? db().ticket.findMany({ where: { museumId, id: { in: ticketIds } }, select: ticketSelect }) : [],
    membershipIds.length ? db().membership.findMany({ where: { museumId, id: { in: membershipIds } }, select: membershipSelect }) : [],
    earlierIds.length ? db().checkIn.findMany({ where: { museumId, id: { in: earlierIds } }, select: { id: true, checkedInAt: true, entrance: true } }) : [],
    earlierIds.length ? db().offlineScan.findMany({ where: { ...storedAdmission, museumId, checkInId: { in: earlierIds } }, select: { checkInId: true, deviceId: true } }) : [],
  ]);
  const ticketOf = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  const membershipOf = new Map(memberships.map((membership) => [membership.id, membership]));
  const checkInOf = new Map(checkIns.map((checkIn) => [checkIn.id, checkIn]));
  const phoneOf = new Map(admittedOffline.map((scan) => [scan.checkInId, scan.deviceId]));

  return rows.map((row) => {
    const ticket = row.ticketId ? ticketOf.get(row.ticketId) : undefined;
    const membership = row.membershipId ? membershipOf.get(row.membershipId) : undefined;
    const earlier = row.reason && USED_ALREADY_REASONS.includes(row.reason) && row.checkInId ? checkInOf.get(row.checkInId) : undefined;
    const slot = ticket?.timeSlot ?? null;
    return {
      id: row.id,
      reason: row.reason ?? "",
      kind: row.kind === "MEMBERSHIP" ? "MEMBERSHIP" : "TICKET",
      ticketId: row.ticketId,
      membershipId: row.membershipId,
      orderId: ticket?.orderId ?? null,
      customerId: ticket?.customerId ?? membership?.customerId ?? null,
      visitorName: ticket?.customer?.name ?? membership?.customer.name ?? null,
      admits: ticket?.ticketType.name ?? membership?.name ?? "",
      admitsTranslations: ticket?.ticketType.translations ?? [],
      slot: slot ? { startsAt: slot.startsAt, endsAt: slot.endsAt } : null,
      timeZone: ticket ? ticketEntry(slot, ticket.ticketType.location, museumTimeZone).timeZone : museumTimeZone,
      scan: { deviceId: row.deviceId, entrance: row.entrance, scannedAt: row.scannedAt, syncedAt: row.syncedAt },
      earlier: earlier ? { checkInId: earlier.id, at: earlier.checkedInAt, entrance: earlier.entrance, deviceId: phoneOf.get(earlier.id) ?? null } : null,
    };
  });
}
