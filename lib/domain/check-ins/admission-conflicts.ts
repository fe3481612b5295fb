import { db, type Prisma } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { dayWindow } from "@/lib/domain/shared/zoned-day";
import { describeConflicts, storedAdmission, USED_ALREADY_REASONS, type ConflictRow } from "./admission-conflict-details";

// The admissions staff must follow up (docs/admission.md, "Conflicts"): scans a phone admitted while
// offline that the server judged a CONFLICT, either a code used already (two phones, or a phone and
// an online door, let one ticket in) or a visitor the server would have refused. Read by the
// dashboard's Door conflicts page and by each phone, which asks for the conflicts it took part in.

export interface AdmissionConflict {
  /** The OfflineScan's id. */
  id: string;
  reason: string;
  kind: "TICKET" | "MEMBERSHIP";
  ticketId: string | null;
  membershipId: string | null;
  /** The ticket's order, for a link to it. */
  orderId: string | null;
  /** The visitor's customer record (a member's, or a ticket's buyer), for a link to it. */
  customerId: string | null;
  visitorName: string | null;
  /** The ticket type's or membership's name, as the museum stored it. */
  admits: string;
  /** The ticket type's name in other languages, for the reader's (lib/i18n/translated-name.ts); none for a membership. */
  admitsTranslations: { language: string; name: string }[];
  slot: { startsAt: Date; endsAt: Date } | null;
  /** Where its times are read: the ticket's location's zone (ticket-entry.ts), else the museum's. */
  timeZone: string;
  scan: { deviceId: string; entrance: string | null; scannedAt: Date; syncedAt: Date };
  /** The admission it collided with (used-already conflicts); deviceId is null when it was admitted online. */
  earlier: { checkInId: string; at: Date; entrance: string | null; deviceId: string | null } | null;
}

export interface AdmissionConflictArgs {
  actor: Actor;
  paging: Paging;
  /** Scanned on this calendar day (YYYY-MM-DD) of the museum's time zone. */
  day?: string;
  /** Conflicts this phone took part in: it made the conflicting scan, or the admission it collided with. */
  deviceId?: string;
}

const conflictSelect = { id: true, deviceId: true, entrance: true, scannedAt: true, syncedAt: true, kind: true, ticketId: true, membershipId: true, reason: true, checkInId: true } as const;

// Newest first: staff look at what just came in from the phones. The id keeps pages from overlapping.
const newestFirst = [{ scannedAt: "desc" as const }, { id: "asc" as const }];

/** The museum's admission conflicts, newest first. */
export async function listAdmissionConflicts({ actor, paging, day, deviceId }: AdmissionConflictArgs): Promise<ListResult<AdmissionConflict>> {
  const { timezone } = await db().museum.findUniqueOrThrow({ where: { id: actor.museumId }, select: { timezone: true } });
  const window = day === undefined ? null : dayWindow(day, timezone);
  const conflicts: Prisma.OfflineScanWhereInput = { museumId: actor.museumId, outcome: "CONFLICT", ...(window ? { scannedAt: { gte: window.from, lt: window.to } } : {}) };
  const where: Prisma.OfflineScanWhereInput =
    deviceId === undefined ? conflicts : { ...conflicts, OR: [{ deviceId }, { reason: { in: USED_ALREADY_REASONS }, checkInId: { in: await admissionsCollidedWith(actor, deviceId, conflicts) } }] };
  const page = await pagedList(
    paging,
    db().offlineScan.count({ where }),
    (args): Promise<ConflictRow[]> => db().offlineScan.findMany({ where, select: conflictSelect, ...args }),
    newestFirst,
  );
  return { total: page.total, list: await describeConflicts(actor.museumId, timezone, page.list) };
}

/**
 * The check-ins this phone stored offline that other phones' scans collided with: those conflicts
 * are the phone's too. Two short reads, as conflicts are few: their earlier check-ins, then which of
 * them this phone made.
 */
async function admissionsCollidedWith(actor: Actor, deviceId: string, conflicts: Prisma.OfflineScanWhereInput): Promise<string[]> {
  const collided = await db().offlineScan.findMany({
    where: { ...conflicts, deviceId: { not: deviceId }, reason: { in: USED_ALREADY_REASONS }, checkInId: { not: null } },
    select: { checkInId: true },
  });
  const checkInIds = [...new Set(collided.flatMap((row) => (row.checkInId ? [row.checkInId] : [])))];
  if (checkInIds.length === 0) return [];
  const own = await db().offlineScan.findMany({ where: { ...storedAdmission, museumId: actor.museumId, deviceId, checkInId: { in: checkInIds } }, select: { checkInId: true } });
  return own.flatMap((row) => (row.checkInId ? [row.checkInId] : []));
}
