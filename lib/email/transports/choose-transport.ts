import { ConfigError } from "@/lib/config/config-error";
import type { EmailTransport } from "./email-transport";
import { resendTransport } from "./resend-transport";
import { smtpTransport } from "./smtp-transport";

export const DEFAULT_EMAIL_FROM = "Foyer <no-reply@foyer.local>";

/** Keeps the email in the outbox only (marked SENT there): the default when nothing is configured. */
const outboxOnly: EmailTransport = { name: "outbox", send: async () => undefined };

/**
 * EMAIL_TRANSPORT picks the transport; unset, it is resend when RESEND_API_KEY is set, smtp when
 * SMTP_URL is set, and outbox otherwise. A transport without its setting is an operator error.
 */
export function emailTransportFromEnv(env: Record<string, string | undefined> = process.env): EmailTransport {
  const resendKey = env.RESEND_API_KEY?.trim();
  const smtpUrl = env.SMTP_URL?.trim();
  const chosen = env.EMAIL_TRANSPORT?.trim().toLowerCase() || (resendKey ? "resend" : smtpUrl ? "smtp" : "outbox");
  switch (chosen) {
    case "resend":
      if (!resendKey) throw new ConfigError("EMAIL_TRANSPORT=resend needs RESEND_API_KEY");
      return resendTransport(resendKey);
    case "smtp":
      if (!smtpUrl) throw new ConfigError("EMAIL_TRANSPORT=smtp needs SMTP_URL (e.g. smtp://user:password@mail.example.org:587)");
      if (!/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError("SMTP_URL must start with smtp:// or smtps://");
      return smtpTransport(smtpUrl);
    case "outbox":
      return outboxOnly;
    default:
      throw new ConfigError(`EMAIL_TRANSPORT must be resend, smtp or outbox, got "${env.EMAIL_TRANSPORT}"`);
  }
}

export function emailFrom(env: Record<string, string | undefined> = process.env): string {
  return env.EMAIL_FROM?.trim() || DEFAULT_EMAIL_FROM;
}
