import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { inlineQrImages } from "@/lib/email/inline-qr-images";
import { emailSelect, toEmailRecord, type EmailRecord } from "./email-record";

// One email of the museum's outbox as its recipient reads it: the HTML and text the sender stored,
// with its QR codes drawn in. The bodies are gone once retention (EMAIL_RETENTION_DAYS) or an erasure
// cleared them; `kept` then says so rather than showing an empty message.

export interface EmailContent extends EmailRecord {
  html: string;
  text: string;
  /** false once the body was cleared (retention or erasure): only the delivery record is left. */
  kept: boolean;
}

export async function readEmail({ actor, id }: { actor: Actor; id: string }): Promise<EmailContent> {
  const row = orNotFound(
    await db().emailOutbox.findFirst({ where: { id, museumId: actor.museumId }, select: { ...emailSelect, html: true, text: true, qrData: true, ticketCodes: true } }),
    "email",
  );
  const { html, text, qrData, ticketCodes, ...record } = row;
  const codes = ticketCodes ? (JSON.parse(ticketCodes) as string[]) : [];
  return { ...toEmailRecord(record), html: html ? await inlineQrImages(html, { qrData, ticketCodes: codes }) : "", text, kept: html !== "" || text !== "" };
}
