import nodemailer from "nodemailer";
import type { EmailTransport } from "./email-transport";

const TIMEOUT_MS = 15_000;

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
      await mailer.sendMail({
        ...email,
        attachments: email.attachments.map(({ contentId, ...attachment }) => ({ ...attachment, cid: contentId })),
      });
    },
    close: () => mailer.close(),
  };
}
