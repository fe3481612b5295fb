import { Resend } from "resend";
import { TransportUnavailableError, type EmailTransport } from "./email-transport";

/**
 * Resend could not take any email just now: not reached (no status), the key refused (401/403),
 * rate or quota limits (429), or its own failure (5xx). Other answers (400, 422) refuse this email.
 */
function unavailable(statusCode: number | null | undefined): boolean {
  return statusCode == null || statusCode === 401 || statusCode === 403 || statusCode === 429 || statusCode >= 500;
}

/** Delivers through Resend's API with RESEND_API_KEY. */
export function resendTransport(apiKey: string): EmailTransport {
  const resend = new Resend(apiKey);
  return {
    name: "resend",
    async send(email) {
      const { error } = await resend.emails.send({
        from: email.from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        attachments: email.attachments.map((attachment) => ({
          filename: attachment.filename,
          content: attachment.content,
          contentType: attachment.contentType,
          contentId: attachment.contentId,
        })),
      });
      if (!error) return;
      const message = `Resend: ${error.name}: ${error.message}`;
      if (unavailable(error.statusCode)) throw new TransportUnavailableError(message);
      throw new Error(message);
    },
  };
}
