export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for inline images, which the HTML shows as cid:<contentId>. */
  contentId?: string;
}

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
}

/** One way of delivering an email; `send` resolves once the transport accepted it and throws otherwise. */
export interface EmailTransport {
  name: "resend" | "smtp" | "outbox";
  send(email: OutgoingEmail): Promise<void>;
  close?(): void;
}

/**
 * The transport could not take any email just now: it cannot be reached, does not let us in, or
 * asks us to come back later. Nothing is wrong with the email itself, so it waits for the transport
 * instead of using up its attempts (docs/email-and-qr.md, "When delivery fails").
 */
export class TransportUnavailableError extends Error {
  override readonly name = "TransportUnavailableError";
}
