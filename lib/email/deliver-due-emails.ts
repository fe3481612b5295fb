import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import { qrPng } from "@/lib/qr/render-qr";
import { QR_CONTENT_ID } from "./templates/membership-email-props";
import { ticketQrContentId } from "./templates/ticket-words";
import { TransportUnavailableError, type EmailAttachment, type EmailTransport } from "./transports/email-transport";

/** Refusals of an email after which it is FAILED. Attempts while the transport was unavailable do not count. */
export const MAX_REJECTIONS = 3;
/** Starts the error of an attempt made while the transport was unavailable, so it is not counted as a refusal. */
export const UNAVAILABLE_PREFIX = "Transport unavailable: ";
/** A row left in SENDING this long (its process died mid-send) is tried again. */
const STALE_SENDING_MS = 10 * 60_000;
const BATCH_SIZE = 20;
const MAX_ERROR_LENGTH = 1000;

export interface DeliverySettings {
  transport: EmailTransport;
  from: string;
  /** The wait after the first failure; it doubles after each further one, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long after it was queued an email keeps waiting for an unavailable transport. */
  retryWindowMs: number;
}

export interface DeliveryRound {
  sent: number;
  retrying: number;
  failed: number;
  /** The transport could not be reached; the round stopped there, leaving the rest for later. */
  transportDown: boolean;
}

/** The wait after the n-th failure in a row: EMAIL_RETRY_BASE_MS doubled n−1 times, at most EMAIL_RETRY_MAX_MS. */
export function retryWait(failures: number, settings: Pick<DeliverySettings, "retryBaseMs" | "retryMaxMs">): number {
  return Math.min(settings.retryBaseMs * 2 ** Math.min(failures - 1, 30), settings.retryMaxMs);
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
  const round: DeliveryRound = { sent: 0, retrying: 0, failed: 0, transportDown: false };
  for (const candidate of due) {
    const outcome = await deliverOne(candidate, settings);
    if (!outcome) continue;
    round[outcome.result] += 1;
    // Trying the other emails now would only knock on the same closed door.
    if (outcome.transportDown) {
      round.transportDown = true;
      break;
    }
  }
  return round;
}

export const SCRUBBED_SIGN_IN_BODY = "(The sign-in code was removed after delivery.)";

type Outcome = { result: "sent" | "retrying" | "failed"; transportDown: boolean };

/**
 * Claims the email for this worker and records the attempt it starts, together: an email is never
 * seen with more attempts counted than recorded. Null when another worker claimed it first.
 */
function claim(candidate: Candidate, settings: DeliverySettings) {
  return inTransaction(undefined, async (tx) => {
    const claimed = await tx.emailOutbox.updateMany({
      where: { id: candidate.id, status: candidate.status, updatedAt: candidate.updatedAt },
      data: { status: "SENDING", attempts: { increment: 1 } },
    });
    if (claimed.count === 0) return null;
    const email = await tx.emailOutbox.findUniqueOrThrow({ where: { id: candidate.id } });
    const attempt = await tx.emailAttempt.create({
      data: { emailId: email.id, attemptNumber: email.attempts, transport: settings.transport.name, startedAt: new Date() },
      select: { id: true },
    });
    return { email, attempt };
  });
}

async function deliverOne(candidate: Candidate, settings: DeliverySettings): Promise<Outcome | null> {
  const claimed = await claim(candidate, settings);
  if (!claimed) return null;
  const { email, attempt } = claimed;
  try {
    await settings.transport.send({
      from: settings.from,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      attachments: [...(email.qrData ? [await qrAttachment(email.qrData)] : []), ...(await ticketAttachments(email.ticketCodes))],
    });
  } catch (error) {
    return recordFailure(email, attempt.id, error, settings);
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
  return { result: "sent", transportDown: false };
}

/**
 * A refusal of the email counts towards MAX_REJECTIONS. An unavailable transport does not: the email
 * waits for it, with the same growing (and capped) waits, until retryWindowMs after it was queued.
 */
async function recordFailure(
  email: { id: string; attempts: number; createdAt: Date },
  attemptId: string,
  error: unknown,
  settings: DeliverySettings,
): Promise<Outcome> {
  const transportDown = error instanceof TransportUnavailableError;
  const reason = error instanceof Error ? error.message : String(error);
  const message = ((transportDown ? UNAVAILABLE_PREFIX : "") + reason).slice(0, MAX_ERROR_LENGTH);
  const finishedAt = new Date();
  const finalFailure = transportDown
    ? finishedAt.getTime() - email.createdAt.getTime() >= settings.retryWindowMs
    : (await earlierRejections(email.id, attemptId)) + 1 >= MAX_REJECTIONS;
  await db().$transaction([
    db().emailAttempt.update({ where: { id: attemptId }, data: { finishedAt, ok: false, error: message } }),
    db().emailOutbox.update({
      where: { id: email.id },
      data: { status: finalFailure ? "FAILED" : "QUEUED", lastError: message, nextAttemptAt: new Date(finishedAt.getTime() + retryWait(email.attempts, settings)) },
    }),
  ]);
  return { result: finalFailure ? "failed" : "retrying", transportDown };
}

/** Finished, failed attempts that were refusals (not waits for the transport, not interrupted sends). */
function earlierRejections(emailId: string, currentAttemptId: string): Promise<number> {
  return db().emailAttempt.count({
    where: {
      emailId,
      id: { not: currentAttemptId },
      ok: false,
      finishedAt: { not: null },
      NOT: { error: { startsWith: UNAVAILABLE_PREFIX } },
    },
  });
}

/** One inline image per ticket of a ticket email, in the order the email lists them. */
async function ticketAttachments(ticketCodes: string | null): Promise<EmailAttachment[]> {
  if (!ticketCodes) return [];
  const codes = JSON.parse(ticketCodes) as string[];
  return Promise.all(
    codes.map(async (qrData, index) => ({
      filename: `ticket-${index + 1}.png`,
      content: await qrPng(qrData),
      contentType: "image/png",
      contentId: ticketQrContentId(index + 1),
    })),
  );
}

async function qrAttachment(qrData: string): Promise<EmailAttachment> {
  return { filename: "membership-qr.png", content: await qrPng(qrData), contentType: "image/png", contentId: QR_CONTENT_ID };
}
