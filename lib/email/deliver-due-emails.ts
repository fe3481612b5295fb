import { db } from "@/lib/db/client";
import { qrPng } from "@/lib/qr/render-qr";
import { QR_CONTENT_ID } from "./templates/membership-email-props";
import type { EmailAttachment, EmailTransport } from "./transports/email-transport";

export const MAX_ATTEMPTS = 3;
/** A row left in SENDING this long (its process died mid-send) is tried again. */
const STALE_SENDING_MS = 10 * 60_000;
const BATCH_SIZE = 20;
const MAX_ERROR_LENGTH = 1000;

export interface DeliverySettings {
  transport: EmailTransport;
  from: string;
  /** The wait after the first failure; it doubles after each further one. */
  retryBaseMs: number;
}

export interface DeliveryRound {
  sent: number;
  retrying: number;
  failed: number;
}

interface Candidate {
  id: string;
  status: string;
  updatedAt: Date;
}

/**
 * Delivers the emails that are due, one at a time. Each is claimed first by a conditional update
 * (its status and updatedAt as read), so when several processes poll one database only one of them
 * sends a given email.
 */
export async function deliverDueEmails(settings: DeliverySettings, now = new Date()): Promise<DeliveryRound> {
  const due = await db().emailOutbox.findMany({
    where: {
      OR: [
        { status: "QUEUED", nextAttemptAt: { lte: now } },
        { status: "SENDING", updatedAt: { lt: new Date(now.getTime() - STALE_SENDING_MS) } },
      ],
    },
    orderBy: [{ nextAttemptAt: "asc" }, { id: "asc" }],
    take: BATCH_SIZE,
    select: { id: true, status: true, updatedAt: true },
  });
  const round: DeliveryRound = { sent: 0, retrying: 0, failed: 0 };
  for (const candidate of due) {
    const outcome = await deliverOne(candidate, settings);
    if (outcome) round[outcome] += 1;
  }
  return round;
}

export const SCRUBBED_SIGN_IN_BODY = "(The sign-in code was removed after delivery.)";

async function deliverOne(candidate: Candidate, settings: DeliverySettings): Promise<keyof DeliveryRound | null> {
  const claim = await db().emailOutbox.updateMany({
    where: { id: candidate.id, status: candidate.status, updatedAt: candidate.updatedAt },
    data: { status: "SENDING", attempts: { increment: 1 } },
  });
  if (claim.count === 0) return null;
  const email = await db().emailOutbox.findUniqueOrThrow({ where: { id: candidate.id } });
  const attempt = await db().emailAttempt.create({
    data: { emailId: email.id, attemptNumber: email.attempts, transport: settings.transport.name, startedAt: new Date() },
    select: { id: true },
  });
  try {
    await settings.transport.send({
      from: settings.from,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      attachments: email.qrData ? [await qrAttachment(email.qrData)] : [],
    });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    const finalFailure = email.attempts >= MAX_ATTEMPTS;
    const finishedAt = new Date();
    await db().$transaction([
      db().emailAttempt.update({ where: { id: attempt.id }, data: { finishedAt, ok: false, error: message } }),
      db().emailOutbox.update({
        where: { id: email.id },
        data: {
          status: finalFailure ? "FAILED" : "QUEUED",
          lastError: message,
          nextAttemptAt: new Date(finishedAt.getTime() + settings.retryBaseMs * 2 ** (email.attempts - 1)),
        },
      }),
    ]);
    return finalFailure ? "failed" : "retrying";
  }
  const finishedAt = new Date();
  // A delivered sign-in code has done its job; left readable it would be a live secret in the
  // database. The outbox transport keeps it, because there the outbox is how a developer reads it.
  const scrubbed =
    email.kind === "SIGN_IN_CODE" && settings.transport.name !== "outbox"
      ? { html: SCRUBBED_SIGN_IN_BODY, text: SCRUBBED_SIGN_IN_BODY }
      : {};
  await db().$transaction([
    db().emailAttempt.update({ where: { id: attempt.id }, data: { finishedAt, ok: true } }),
    db().emailOutbox.update({ where: { id: email.id }, data: { status: "SENT", sentAt: finishedAt, lastError: null, ...scrubbed } }),
  ]);
  return "sent";
}

async function qrAttachment(qrData: string): Promise<EmailAttachment> {
  return { filename: "membership-qr.png", content: await qrPng(qrData), contentType: "image/png", contentId: QR_CONTENT_ID };
}
