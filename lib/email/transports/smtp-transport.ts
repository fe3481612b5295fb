import nodemailer from "nodemailer";
import { TransportUnavailableError, type EmailTransport } from "./email-transport";

const TIMEOUT_MS = 15_000;

// nodemailer's codes for a relay that could not be reached, dropped the connection, failed TLS or
// refused our login, and the socket errors beneath them: none of them is about the email.
const UNAVAILABLE_CODES = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ETLS",
  "EAUTH",
  "ECONNREFUSED",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/** A relay that is down or answers 4xx (try again later) is unavailable; a 5xx refuses this email. */
function classified(error: unknown): unknown {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  const temporary = typeof responseCode === "number" && responseCode >= 400 && responseCode < 500;
  if (temporary || (typeof code === "string" && UNAVAILABLE_CODES.has(code))) {
    return new TransportUnavailableError((error as Error).message, { cause: error });
  }
  return error;
}

/** Delivers over SMTP to SMTP_URL: smtp://[user:password@]host[:port], or smtps:// for TLS from the start. */
export function smtpTransport(url: string): EmailTransport {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  const mailer = nodemailer.createTransport({
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    name: "smtp",
    async send(email) {
      try {
        await mailer.sendMail({
          ...email,
          attachments: email.attachments.map(({ contentId, ...attachment }) => ({ ...attachment, cid: contentId })),
        });
      } catch (error) {
        throw classified(error);
      }
    },
    close: () => mailer.close(),
  };
}
