import { ConfigError } from "@/lib/config/config-error";
import { environment, setting, type SettingsSource } from "@/lib/config/settings";
import type { EmailTransport } from "./email-transport";
import { resendTransport } from "./resend-transport";
import { smtpTransport } from "./smtp-transport";

/** Keeps the email in the outbox only (marked SENT there): the default when nothing is configured. */
const outboxOnly: EmailTransport = { name: "outbox", send: async () => undefined };

/**
 * EMAIL_TRANSPORT picks the transport; unset, it is resend when RESEND_API_KEY is set, smtp when
 * SMTP_URL is set, and outbox otherwise. A transport without its setting is an operator error.
 */
export function emailTransportFromEnv(env: SettingsSource = environment()): EmailTransport {
  const resendKey = setting("RESEND_API_KEY", env);
  const smtpUrl = setting("SMTP_URL", env);
  const chosen = setting("EMAIL_TRANSPORT", env)?.toLowerCase() ?? (resendKey ? "resend" : smtpUrl ? "smtp" : "outbox");
  switch (chosen) {
    case "resend":
      if (!resendKey) throw new ConfigError("EMAIL_TRANSPORT=resend needs RESEND_API_KEY");
      return resendTransport(resendKey);
    case "smtp":
      if (!smtpUrl) throw new ConfigError("EMAIL_TRANSPORT=smtp needs SMTP_URL (e.g. smtp://user:password@mail.example.org:587)");
      if (!/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError("SMTP_URL must start with smtp:// or smtps://");
      return smtpTransport(smtpUrl);
    default:
      return outboxOnly;
  }
}

export function emailFrom(env: SettingsSource = environment()): string {
  return setting("EMAIL_FROM", env);
}
