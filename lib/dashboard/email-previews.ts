import { z } from "zod";
import { membershipEmailKinds, renderMembershipEmail, type RenderedEmail } from "@/lib/email/render-membership-email";
import { ORDER_TICKETS_KIND, renderOrderTicketsEmail } from "@/lib/email/render-order-tickets-email";
import { QR_CONTENT_ID } from "@/lib/email/templates/membership-email-props";
import { TICKET_QR_PREFIX } from "@/lib/email/templates/ticket-words";
import { emailLanguage } from "@/lib/email/templates/messages";
import { renderSignInCodeEmail } from "@/lib/email/templates/sign-in-code";
import { qrPng } from "@/lib/qr/render-qr";

// Every email Foyer sends, rendered with sample data for the dashboard's previews: the membership emails
// and the ticket email in each language they are written in, the staff sign-in email in English (staff carry no language).

export const emailTemplates = [...membershipEmailKinds, ORDER_TICKETS_KIND, "SIGN_IN_CODE"] as const;
export type EmailTemplate = (typeof emailTemplates)[number];

export const emailPreviewQuery = z.object({ template: z.enum(emailTemplates), language: z.string().regex(/^[a-z]{2}$/) });

const letters = "abcdefghijklmnopqrstuvwxyz";

/**
 * The languages membership emails are written in. Every language is a two-letter code, and
 * emailLanguage answers a code itself exactly when the templates have its words, so the set follows
 * the templates without a second list to keep in step.
 */
export function membershipEmailLanguages(): string[] {
  const codes = [...letters].flatMap((first) => [...letters].map((second) => first + second));
  const translated = codes.filter((code) => emailLanguage(code) === code);
  return ["en", ...translated.filter((code) => code !== "en")];
}

export function previewLanguages(template: EmailTemplate): string[] {
  return template === "SIGN_IN_CODE" ? ["en"] : membershipEmailLanguages();
}

const SAMPLE_QR_TEXT = "https://foyer.example/m/00000000-0000-4000-8000-000000000000?v=1&k=preview0&sig=sample";

interface PreviewArgs {
  museumName: string;
  template: EmailTemplate;
  language: string;
}

/** One template in one language, with sample data and the museum's own name. */
export function renderSample({ museumName, template, language }: PreviewArgs): Promise<RenderedEmail> {
  if (template === "SIGN_IN_CODE") return renderSignInCodeEmail("482913", 10);
  if (template === ORDER_TICKETS_KIND) return renderSampleTickets(museumName, emailLanguage(language));
  const year = new Date().getUTCFullYear();
  return renderMembershipEmail(template, {
    language: emailLanguage(language),
    museumName,
    customerName: language === "de" ? "Erika Mustermann" : "Ada Lovelace",
    membershipName: language === "de" ? "Jahreskarte Familie" : "Annual family pass",
    validFrom: new Date(Date.UTC(year, 0, 1)),
    validTo: new Date(Date.UTC(year, 11, 31)),
    // The sample days are midnights in UTC, so they read as 1 January and 31 December.
    timeZone: "UTC",
    autoRenew: true,
  });
}

/** Two adults and a child for a Saturday morning, as a family's order would be. */
function renderSampleTickets(museumName: string, language: string): Promise<RenderedEmail> {
  const german = language === "de";
  const adult = german ? "Erwachsene" : "Adult";
  return renderOrderTicketsEmail({
    language,
    museumName,
    customerName: german ? "Erika Mustermann" : "Ada Lovelace",
    visit: { date: german ? "5. Juni 2027" : "5 June 2027", time: "10:30", timeZone: "Europe/Berlin" },
    tickets: [{ ticketTypeName: adult }, { ticketTypeName: adult }, { ticketTypeName: german ? "Kind" : "Child" }],
    total: german ? "32,00 €" : "€32.00",
  });
}

/** The sample as a standalone document: the QR images, attached to real emails, are inlined. */
export async function renderEmailPreview(args: PreviewArgs): Promise<RenderedEmail> {
  const rendered = await renderSample(args);
  const qr = `data:image/png;base64,${(await qrPng(SAMPLE_QR_TEXT, 240)).toString("base64")}`;
  const inlined = rendered.html.replaceAll(`cid:${QR_CONTENT_ID}`, qr);
  return { ...rendered, html: inlined.replaceAll(new RegExp(`cid:${TICKET_QR_PREFIX}\\d+`, "g"), qr) };
}
