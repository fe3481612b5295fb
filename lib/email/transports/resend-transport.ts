import { Resend } from "resend";
import type { EmailTransport } from "./email-transport";

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
      if (error) throw new Error(`Resend: ${error.name}: ${error.message}`);
    },
  };
}
