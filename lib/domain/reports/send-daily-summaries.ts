import { db, type Prisma } from "@/lib/db/client";
import { DAILY_SUMMARY_KIND, renderDailySummaryEmail } from "@/lib/email/render-daily-summary-email";
import { describeError, logger } from "@/lib/log/logger";
import { dailySummary } from "./daily-summary";
import { SUMMARY_ROLES } from "./daily-summary-choice";
import { latestDueDay } from "./summary-day";

// Queues the daily summary emails that are due (docs/reports.md, "Daily summary"): for each museum
// with an owner or admin who asked, the latest day that is over in the museum's zone (summary-day.ts),
// one email per person. Each email carries the outbox's onceKey, unique in the database, so however
// many processes run this at once, and however often, a person gets one email per museum and day;
// delivery is the outbox worker's (docs/email-and-qr.md, "The outbox").

// Staff carry no language (the sign-in email is English too), so the summary is written in English.
const STAFF_LANGUAGE = "en";
const UNIQUE_VIOLATION = "P2002";

export const dailySummaryKey = (museumId: string, userId: string, day: string) => `daily-summary/${museumId}/${userId}/${day}`;

interface Recipient {
  userId: string;
  user: { email: string; name: string };
  museum: { name: string; timezone: string };
}

/** Queues every summary due at `now` not queued before; answers how many it queued. */
export async function sendDailySummaries({ now = new Date() }: { now?: Date } = {}): Promise<{ queued: number }> {
  const choices = await db().museumRole.findMany({
    where: { dailySummary: true, role: { in: [...SUMMARY_ROLES] } },
    select: { userId: true, museumId: true, user: { select: { email: true, name: true } }, museum: { select: { name: true, timezone: true } } },
  });
  const byMuseum = new Map<string, Recipient[]>();
  for (const choice of choices) byMuseum.set(choice.museumId, [...(byMuseum.get(choice.museumId) ?? []), choice]);
  let queued = 0;
  for (const [museumId, recipients] of byMuseum) {
    // One museum's failure (a zone Intl no longer knows) must not keep the others' summaries back.
    try {
      queued += await sendMuseumSummaries(museumId, recipients, now);
    } catch (error) {
      logger.error("daily summary failed", { museumId, ...describeError(error) });
    }
  }
  return { queued };
}

async function sendMuseumSummaries(museumId: string, recipients: Recipient[], now: Date): Promise<number> {
  const { museum } = recipients[0]!;
  const day = latestDueDay(now, museum.timezone);
  const keyed = recipients.map((recipient) => ({ ...recipient, onceKey: dailySummaryKey(museumId, recipient.userId, day) }));
  // Most rounds find every summary of the day queued already: no figures to compute then.
  const queuedBefore = await db().emailOutbox.findMany({ where: { onceKey: { in: keyed.map((recipient) => recipient.onceKey) } }, select: { onceKey: true } });
  const done = new Set(queuedBefore.map((email) => email.onceKey));
  const due = keyed.filter((recipient) => !done.has(recipient.onceKey));
  if (due.length === 0) return 0;
  const summary = await dailySummary({ actor: { museumId }, day });
  let queued = 0;
  for (const recipient of due) {
    const rendered = await renderDailySummaryEmail({ ...summary, language: STAFF_LANGUAGE, museumName: museum.name, recipientName: recipient.user.name });
    const data = { museumId, kind: DAILY_SUMMARY_KIND, to: recipient.user.email, language: STAFF_LANGUAGE, onceKey: recipient.onceKey, ...rendered };
    if (await queueOnce(data)) queued += 1;
  }
  return queued;
}

/** Writes the email unless one with its onceKey exists: another process or round was first. */
async function queueOnce(data: Prisma.EmailOutboxUncheckedCreateInput): Promise<boolean> {
  try {
    await db().emailOutbox.create({ data, select: { id: true } });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return false;
    throw error;
  }
}
