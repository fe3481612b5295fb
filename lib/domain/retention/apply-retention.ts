import { wholeNumberSetting } from "@/lib/config/env-values";
import { db } from "@/lib/db/client";

// How long records keep their details (docs/operations.md, "Retention"). Past its time a record keeps
// what the figures and the trail need (that something happened, when, to which record) and loses what
// says more about a person. 0 keeps details for ever. Applied by the expiry sweep, at most hourly.

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
  offlineScans: number;
}

export function retentionFromEnv(env: NodeJS.ProcessEnv = process.env): RetentionSettings {
  return {
    auditDays: wholeNumberSetting(env, "AUDIT_RETENTION_DAYS", 730, 0),
    emailDays: wholeNumberSetting(env, "EMAIL_RETENTION_DAYS", 90, 0),
    webhookDays: wholeNumberSetting(env, "WEBHOOK_RETENTION_DAYS", 30, 0),
    checkInDays: wholeNumberSetting(env, "CHECK_IN_RETENTION_DAYS", 365, 0),
  };
}

const before = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS);

export async function applyRetention(settings: RetentionSettings, now = new Date()): Promise<RetentionResult> {
  const result: RetentionResult = { auditEntries: 0, emails: 0, webhookDeliveries: 0, checkIns: 0, offlineScans: 0 };
  if (settings.auditDays > 0) {
    const { count } = await db().auditEntry.updateMany({
      where: { at: { lt: before(settings.auditDays, now) }, OR: [{ before: { not: null } }, { after: { not: null } }] },
      data: { before: null, after: null },
    });
    result.auditEntries = count;
  }
  if (settings.emailDays > 0) {
    const cutoff = before(settings.emailDays, now);
    const { count } = await db().emailOutbox.updateMany({
      where: {
        OR: [
          { status: "SENT", sentAt: { lt: cutoff } },
          { status: "FAILED", createdAt: { lt: cutoff } },
        ],
        NOT: { html: "", text: "", qrData: null, ticketCodes: null },
      },
      data: { html: "", text: "", qrData: null, ticketCodes: null },
    });
    result.emails = count;
  }
  if (settings.webhookDays > 0) {
    const { count } = await db().webhookDelivery.deleteMany({ where: { createdAt: { lt: before(settings.webhookDays, now) }, status: { in: ["DELIVERED", "FAILED"] } } });
    result.webhookDeliveries = count;
  }
  if (settings.checkInDays > 0) {
    const cutoff = before(settings.checkInDays, now);
    const members = await db().checkIn.updateMany({
      where: { checkedInAt: { lt: cutoff }, kind: "MEMBERSHIP", membershipId: { not: null } },
      data: { membershipId: null, admissionKey: null, entrance: null, userId: null, apiKeyId: null },
    });
    // A ticket's check-in keeps its ticket: the ticket admits once, ever.
    const tickets = await db().checkIn.updateMany({
      where: { checkedInAt: { lt: cutoff }, kind: "TICKET", OR: [{ entrance: { not: null } }, { userId: { not: null } }, { apiKeyId: { not: null } }] },
      data: { entrance: null, userId: null, apiKeyId: null },
    });
    result.checkIns = members.count + tickets.count;
    result.offlineScans = (await db().offlineScan.deleteMany({ where: { scannedAt: { lt: cutoff } } })).count;
  }
  return result;
}
