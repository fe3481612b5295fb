import { db, type DbOrTx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { calendarDay, membershipStanding } from "@/lib/domain/memberships/membership-standing";
import { emitWebhookEvents } from "@/lib/domain/webhooks/emit-webhook-event";
import { museumSubscribes } from "@/lib/domain/webhooks/webhook-subscribers";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";
import { parseQrData } from "@/lib/qr/code-format";
import { qrSignatureValid } from "@/lib/qr/qr-code-data";
import type { CheckInRecord } from "./check-in-record";
import type { CheckInInput } from "./check-in-schemas";
import { entryPlaceSelect, ticketEntry } from "./ticket-entry";

// Admission at the door (docs/api.md, "Check-in"). A code is checked for this museum, then the
// admission is stored under its admissionKey: the database's unique constraint is the one place that
// decides "admits once", so a ticket scanned at the same moment by many phones, through any number of
// server processes, is admitted by exactly one insert and refused as already used by every other.

const STANDING_REFUSAL: Record<"CANCELLED" | "NOT_YET_VALID" | "EXPIRED", ErrorCode> = {
  CANCELLED: "MEMBERSHIP_CANCELLED",
  NOT_YET_VALID: "MEMBERSHIP_NOT_YET_VALID",
  EXPIRED: "MEMBERSHIP_EXPIRED",
};

interface Admission {
  kind: "TICKET" | "MEMBERSHIP";
  ticketId?: string;
  membershipId?: string;
  /** Unique when set: the same key cannot be admitted twice. */
  admissionKey: string | null;
  /** The code that refuses a second admission under the same key. */
  refusedAs: ErrorCode;
  /** The zone the refusal's times are read in, sent with it. */
  timeZone: string;
  /** What the door compares with the visitor, read with the checks so the insert needs no second read. */
  visitor: Pick<CheckInRecord, "visitorName" | "admits" | "timeSlot">;
}

/**
 * Admits the visitor whose code was scanned, or throws the reason the door person acts on. `at` is
 * when it was scanned: now, or earlier for a scan a phone made offline (offline-scans.ts).
 */
export async function checkIn({ actor, input, at = Date.now() }: { actor: Actor; input: CheckInInput; at?: number }): Promise<CheckInRecord> {
  const parts = parseQrData(input.qrData);
  if (!parts) throw new AppError("INVALID_CODE");
  const now = at;
  const admission = parts.kind === "ticket" ? await ticketAdmission(actor, parts.id, now) : await membershipAdmission(actor, parts.id, now);
  // The record is read first and the signature checked after, so an unknown and a forged code take
  // the same path; both say only INVALID_CODE.
  if (!qrSignatureValid(parts, actor.museumId)) throw new AppError("INVALID_CODE");
  return store(actor, admission, input.entrance ?? null, now);
}

async function ticketAdmission(actor: Actor, ticketId: string, now: number): Promise<Admission> {
  const ticket = await db().ticket.findFirst({
    where: { id: ticketId, museumId: actor.museumId },
    select: {
      status: true,
      customer: { select: { name: true } },
      museum: { select: { timezone: true } },
      ticketType: { select: { name: true, location: entryPlaceSelect } },
      timeSlot: { select: { id: true, startsAt: true, endsAt: true, location: entryPlaceSelect } },
    },
  });
  if (!ticket) throw new AppError("INVALID_CODE");
  if (ticket.status !== "VALID") throw new AppError("TICKET_VOIDED");
  const slot = ticket.timeSlot;
  const { timeZone, opensAt } = ticketEntry(slot, ticket.ticketType.location, ticket.museum.timezone);
  if (slot && opensAt) {
    const slotDay = calendarDay(slot.startsAt, timeZone);
    if (slotDay !== calendarDay(now, timeZone)) {
      throw new AppError("TICKET_WRONG_DAY", `This ticket is for ${slotDay} (${timeZone}), not today.`, { slotStartsAt: slot.startsAt, timeZone });
    }
    if (now < opensAt.getTime()) throw new AppError("TICKET_SLOT_NOT_OPEN", undefined, { opensAt, slotStartsAt: slot.startsAt, timeZone });
  }
  const visitor = { visitorName: ticket.customer?.name ?? null, admits: ticket.ticketType.name, timeSlot: slot ? { id: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt } : null };
  return { kind: "TICKET", ticketId, admissionKey: `ticket:${ticketId}`, refusedAs: "ALREADY_CHECKED_IN", timeZone, visitor };
}

async function membershipAdmission(actor: Actor, membershipId: string, now: number): Promise<Admission> {
  const membership = await db().membership.findFirst({
    where: { id: membershipId, museumId: actor.museumId },
    select: {
      name: true,
      status: true,
      validFrom: true,
      validTo: true,
      customer: { select: { name: true } },
      museum: { select: { timezone: true, membershipAdmission: true } },
    },
  });
  if (!membership) throw new AppError("INVALID_CODE");
  const { timezone, membershipAdmission: rule } = membership.museum;
  const standing = membershipStanding(membership, now, timezone);
  if (standing !== "VALID") throw new AppError(STANDING_REFUSAL[standing], undefined, { validFrom: membership.validFrom, validTo: membership.validTo, timeZone: timezone });
  const admissionKey = rule === "ONCE_A_DAY" ? `membership:${membershipId}:${calendarDay(now, timezone)}` : null;
  const visitor = { visitorName: membership.customer.name, admits: membership.name, timeSlot: null };
  return { kind: "MEMBERSHIP", membershipId, admissionKey, refusedAs: "MEMBERSHIP_ALREADY_USED_TODAY", timeZone: timezone, visitor };
}

async function store(actor: Actor, admission: Admission, entrance: string | null, now: number): Promise<CheckInRecord> {
  const { refusedAs, timeZone, visitor, ...fields } = admission;
  const insert = async (client: DbOrTx): Promise<CheckInRecord> => {
    // One INSERT … RETURNING: the record's other fields were read with the checks (a check-in is
    // about 0.35 ms of Prisma per statement; reading them back cost five more).
    const row = await client.checkIn.create({
      data: { museumId: actor.museumId, ...fields, entrance, checkedInAt: new Date(now), userId: actor.userId ?? null, apiKeyId: actor.apiKeyId ?? null },
      select: { id: true, checkedInAt: true },
    });
    return {
      ...row,
      kind: fields.kind,
      entrance,
      ticketId: fields.ticketId ?? null,
      membershipId: fields.membershipId ?? null,
      ...visitor,
      timeZone,
    };
  };
  try {
    // The door pays for a transaction only when the museum subscribes to check_in.created (known per
    // process, webhook-subscribers.ts); the event is then written with the admission (docs/webhooks.md).
    if (!(await museumSubscribes(actor.museumId, "check_in.created"))) return await insert(db());
    return await inTransaction(undefined, async (tx) => {
      const record = await insert(tx);
      await emitWebhookEvents(tx, actor, [{ type: "check_in.created", subject: record.id, data: record }]);
      return record;
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== "P2002" || admission.admissionKey === null) throw error;
    const first = await db().checkIn.findUnique({ where: { admissionKey: admission.admissionKey }, select: { checkedInAt: true, entrance: true } });
    throw new AppError(refusedAs, undefined, { firstCheckedInAt: first?.checkedInAt ?? null, entrance: first?.entrance ?? null, timeZone });
  }
}
