import { environment, setting, type SettingsSource } from "@/lib/config/settings";
import { db } from "@/lib/db/client";
import { BOOKINGS_BACK_MS } from "@/lib/domain/check-ins/admission-facts";

// How long records keep their details (docs/operations.md, "Retention"). Past its time a record keeps
// what the figures and the trail need (that something happened, when, to which record) and loses what
// says more about a person. 0 keeps details for ever. Applied by the expiry sweep, at most hourly, a
// thousand rows at a time.

const DAY_MS = 86_400_000;

export interface RetentionSettings {
  /** Audit entries keep their before and after values this many days. */
  auditDays: number;
  /** Sent and failed emails keep their bodies and codes this many days. */
  emailDays: number;
  /** Delivered and failed webhook deliveries, with their attempts, are kept this many days. */
  webhookDays: number;
  /** Check-ins keep who, where and which member this many days; offline scans are kept as long. */
  checkInDays: number;
}

export interface RetentionResult {
  auditEntries: number;
  emails: number;
  webhookDeliveries: number;
  checkIns: number;
  /** Booked places (tickets and order lines) of slots ended past the check-in cutoff that lost their card. */
  memberBookings: number;
  offlineScans: number;
}

export function retentionFromEnv(env: SettingsSource = environment()): RetentionSettings {
  return {
    auditDays: setting("AUDIT_RETENTION_DAYS", env),
    emailDays: setting("EMAIL_RETENTION_DAYS", env),
    webhookDays: setting("WEBHOOK_RETENTION_DAYS", env),
    checkInDays: setting("CHECK_IN_RETENTION_DAYS", env),
  };
}

const before = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS);

/** Rows per statement: a long history is stripped in short writes that holds and orders can pass between. */
const BATCH = 1_000;

/** Finds up to BATCH rows still to strip and strips them, until none are left; answers how many. */
async function inBatches<Id>(find: () => Promise<{ id: Id }[]>, strip: (ids: Id[]) => Promise<{ count: number }>): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await find();
    if (rows.length === 0) return total;
    const { count } = await strip(rows.map((row) => row.id));
    total += count;
    // A short page was the last; a page that stripped nothing would only be found again.
    if (rows.length < BATCH || count === 0) return total;
  }
}

const ids = { select: { id: true }, take: BATCH } as const;

export async function applyRetention(settings: RetentionSettings, now = new Date()): Promise<RetentionResult> {
  const result: RetentionResult = { auditEntries: 0, emails: 0, webhookDeliveries: 0, checkIns: 0, memberBookings: 0, offlineScans: 0 };
  if (settings.auditDays > 0) {
    const where = { at: { lt: before(settings.auditDays, now) }, OR: [{ before: { not: null } }, { after: { not: null } }] };
    result.auditEntries = await inBatches(
      () => db().auditEntry.findMany({ where, ...ids }),
      (batch) => db().auditEntry.updateMany({ where: { id: { in: batch } }, data: { before: null, after: null } }),
    );
  }
  if (settings.emailDays > 0) {
    const cutoff = before(settings.emailDays, now);
    const where = {
      OR: [
        { status: "SENT", sentAt: { lt: cutoff } },
        { status: "FAILED", createdAt: { lt: cutoff } },
      ],
      NOT: { html: "", text: "", qrData: null, ticketCodes: null },
    };
    result.emails = await inBatches(
      () => db().emailOutbox.findMany({ where, ...ids }),
      (batch) => db().emailOutbox.updateMany({ where: { id: { in: batch } }, data: { html: "", text: "", qrData: null, ticketCodes: null } }),
    );
  }
  if (settings.webhookDays > 0) {
    const where = { createdAt: { lt: before(settings.webhookDays, now) }, status: { in: ["DELIVERED", "FAILED"] } };
    result.webhookDeliveries = await inBatches(
      () => db().webhookDelivery.findMany({ where, ...ids }),
      (batch) => db().webhookDelivery.deleteMany({ where: { id: { in: batch } } }),
    );
  }
  if (settings.checkInDays > 0) {
    const cutoff = before(settings.checkInDays, now);
    const members = { checkedInAt: { lt: cutoff }, kind: "MEMBERSHIP", membershipId: { not: null } };
    const memberCheckIns = await inBatches(
      () => db().checkIn.findMany({ where: members, ...ids }),
      (batch) => db().checkIn.updateMany({ where: { id: { in: batch } }, data: { membershipId: null, admissionKey: null, entrance: null, userId: null, apiKeyId: null } }),
    );
    // A ticket's check-in keeps its ticket (the ticket admits once, ever), not the card that booked it.
    const tickets = { checkedInAt: { lt: cutoff }, kind: "TICKET", OR: [{ entrance: { not: null } }, { userId: { not: null } }, { apiKeyId: { not: null } }, { membershipId: { not: null } }] };
    const ticketCheckIns = await inBatches(
      () => db().checkIn.findMany({ where: tickets, ...ids }),
      (batch) => db().checkIn.updateMany({ where: { id: { in: batch } }, data: { entrance: null, userId: null, apiKeyId: null, membershipId: null } }),
    );
    result.checkIns = memberCheckIns + ticketCheckIns;
    // The card that booked a place says which member came as plainly as the visit did: places of slots
    // ended before the cutoff forget it, and never within the week a phone's late sync still reads
    // bookings for (admission-facts.ts).
    const pastSlot = { endsAt: { lt: new Date(Math.min(cutoff.getTime(), now.getTime() - BOOKINGS_BACK_MS)) } };
    const bookedTickets = await inBatches(
      () => db().ticket.findMany({ where: { membershipId: { not: null }, timeSlot: pastSlot }, ...ids }),
      (batch) => db().ticket.updateMany({ where: { id: { in: batch } }, data: { membershipId: null } }),
    );
    const bookedLines = await inBatches(
      () => db().orderLine.findMany({ where: { membershipId: { not: null }, order: { timeSlot: pastSlot } }, ...ids }),
      (batch) => db().orderLine.updateMany({ where: { id: { in: batch } }, data: { membershipId: null } }),
    );
    result.memberBookings = bookedTickets + bookedLines;
    result.offlineScans = await inBatches(
      () => db().offlineScan.findMany({ where: { scannedAt: { lt: cutoff } }, ...ids }),
      (batch) => db().offlineScan.deleteMany({ where: { id: { in: batch } } }),
    );
  }
  return result;
}
