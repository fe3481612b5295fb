import type { Tx } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { emitWebhookEvents } from "@/lib/domain/webhook-events/emit-webhook-event";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { AppError } from "@/lib/errors/app-error";
import { parseQrData } from "@/lib/qr/code-format";
import { qrSignatureValid } from "@/lib/qr/qr-code-data";
import type { CheckOutInput } from "./occupancy-schemas";
import { freePlaces } from "./occupancy-counter";

// An exit (docs/admission.md, "Who is inside now"): the code's latest visit that has not ended ends,
// and its place at the location is freed in the same transaction. A NONE ticket keeps its admission
// key, so it is refused ALREADY_CHECKED_IN when it comes back; a SAME_DAY ticket's visit gives its
// key up (renamed after the visit), so the next scan admits it again through the same unique key, and
// exactly once however many doors scan it together. Ending is a conditional update: two exits of one
// visit at the same moment end it once.

export interface CheckOutRecord {
  checkInId: string;
  kind: "TICKET" | "MEMBERSHIP";
  ticketId: string | null;
  membershipId: string | null;
  locationId: string | null;
  checkedInAt: Date;
  checkedOutAt: Date;
  entrance: string | null;
  checkOutKind: "SCAN" | "CLOSED";
  mayReenterToday: boolean;
}

/** A visit that has not ended, as endVisit needs it. */
export interface OpenVisit {
  id: string;
  museumId: string;
  kind: string;
  ticketId: string | null;
  membershipId: string | null;
  locationId: string | null;
  admissionKey: string | null;
  checkedInAt: Date;
  reentry: string | null;
}

export const openVisitSelect = {
  id: true,
  museumId: true,
  kind: true,
  ticketId: true,
  membershipId: true,
  locationId: true,
  admissionKey: true,
  checkedInAt: true,
  ticket: { select: { ticketType: { select: { reentry: true } } } },
} as const;

export const toOpenVisit = ({ ticket, ...visit }: { ticket: { ticketType: { reentry: string | null } } | null } & Omit<OpenVisit, "reentry">): OpenVisit => ({
  ...visit,
  reentry: ticket?.ticketType.reentry ?? null,
});

/** Why an exit scan may be refused: the door shows these as an answer, not an error. */
export const checkOutRefusalCodes = ["INVALID_CODE", "NOT_CHECKED_IN"] as const;

/** The error when it is a refusal of the scanned code (checkOutRefusalCodes); null for any other error. */
export function checkOutRefusal(error: unknown): (AppError & { code: (typeof checkOutRefusalCodes)[number] }) | null {
  return error instanceof AppError && (checkOutRefusalCodes as readonly string[]).includes(error.code) ? (error as AppError & { code: (typeof checkOutRefusalCodes)[number] }) : null;
}

/** Scans a visitor out; NOT_CHECKED_IN when the code has no visit that has not ended. */
export async function checkOut({ actor, input, at = new Date() }: { actor: Actor; input: CheckOutInput; at?: Date }): Promise<CheckOutRecord> {
  const parts = parseQrData(input.qrData);
  if (!parts || !qrSignatureValid(parts, actor.museumId)) throw new AppError("INVALID_CODE");
  // A group leaves without scanning; its visits end at closing time (docs/admission.md, "Groups").
  if (parts.kind === "group") throw new AppError("NOT_CHECKED_IN", "A group's code counts no exit: the group's visits end when their slot ends.");
  const owner = parts.kind === "ticket" ? { ticketId: parts.id } : { membershipId: parts.id };
  const known = parts.kind === "ticket"
    ? await db().ticket.count({ where: { id: parts.id, museumId: actor.museumId } })
    : await db().membership.count({ where: { id: parts.id, museumId: actor.museumId } });
  if (known === 0) throw new AppError("INVALID_CODE");
  const visit = await db().checkIn.findFirst({
    where: { museumId: actor.museumId, ...owner, checkedOutAt: null },
    orderBy: [{ checkedInAt: "desc" }, { id: "desc" }],
    select: openVisitSelect,
  });
  if (!visit) throw new AppError("NOT_CHECKED_IN");
  const ended = await inTransaction(undefined, (tx) => endVisit(tx, actor, toOpenVisit(visit), { at, kind: "SCAN", entrance: input.entrance ?? null }));
  if (!ended) throw new AppError("NOT_CHECKED_IN");
  return ended;
}

/**
 * Ends one visit in the caller's transaction, with its checkout.created event and audit entry, and
 * frees its place; null when it had ended meanwhile. The one way a visit ends: exits and the closing
 * round (close-visits.ts) alike.
 */
export async function endVisit(tx: Tx, actor: Actor, visit: OpenVisit, how: { at: Date; kind: "SCAN" | "CLOSED"; entrance: string | null }): Promise<CheckOutRecord | null> {
  const mayReenter = visit.kind === "TICKET" && visit.reentry === "SAME_DAY";
  const updated = await tx.checkIn.updateMany({
    where: { id: visit.id, checkedOutAt: null },
    data: {
      checkedOutAt: how.at,
      checkOutKind: how.kind,
      exitEntrance: how.entrance,
      // The key is given up only by a visit whose ticket may come back: the next admission takes it.
      ...(mayReenter && visit.admissionKey !== null ? { admissionKey: `${visit.admissionKey}:left:${visit.id}` } : {}),
    },
  });
  if (updated.count === 0) return null;
  if (visit.locationId !== null) await freePlaces(tx, visit.locationId, 1, how.at);
  const record: CheckOutRecord = {
    checkInId: visit.id,
    kind: visit.kind === "TICKET" ? "TICKET" : "MEMBERSHIP",
    ticketId: visit.ticketId,
    membershipId: visit.membershipId,
    locationId: visit.locationId,
    checkedInAt: visit.checkedInAt,
    checkedOutAt: how.at,
    entrance: how.entrance,
    checkOutKind: how.kind,
    mayReenterToday: mayReenter && how.kind === "SCAN",
  };
  await emitWebhookEvents(tx, { museumId: visit.museumId }, [{ type: "checkout.created", subject: visit.id, data: record }]);
  await recordChanges(tx, actor, [{ entity: "checkIn", entityId: visit.id, action: "checkOut", after: { checkedOutAt: how.at, exitEntrance: how.entrance, checkOutKind: how.kind } }]);
  return record;
}

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    /** A visit's end. */
    checkIn: { checkedOutAt: Date; exitEntrance: string | null; checkOutKind: "SCAN" | "CLOSED" };
  }
}
