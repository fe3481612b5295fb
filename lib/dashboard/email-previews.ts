import { z } from "zod";
import { DAILY_SUMMARY_KIND, renderDailySummaryEmail } from "@/lib/email/render-daily-summary-email";
import { membershipEmailKinds, renderMembershipEmail, type RenderedEmail } from "@/lib/email/render-membership-email";
import { ORDER_TICKETS_KIND, renderOrderTicketsEmail } from "@/lib/email/render-order-tickets-email";
import { QR_CONTENT_ID } from "@/lib/email/templates/membership-email-props";
import { TICKET_QR_PREFIX } from "@/lib/email/templates/ticket-words";
import { emailLanguage } from "@/lib/email/templates/messages";
import { renderSignInCodeEmail } from "@/lib/email/templates/sign-in-code";
import { renderWebhookEndpointDisabledEmail, WEBHOOK_ENDPOINT_DISABLED_KIND } from "@/lib/email/templates/webhook-endpoint-disabled";
import { dashboardLanguages, isDashboardLanguage } from "@/lib/i18n/languages";
import { qrPng } from "@/lib/qr/render-qr";

// Every email Foyer sends, rendered with sample data for the dashboard's previews: the membership emails
// the ticket email and the owners' daily summary in each language they are written in, the staff sign-in
// email in each language of the sign-in page, and the webhook notice in English (staff carry no language).

export const emailTemplates = [...membershipEmailKinds, ORDER_TICKETS_KIND, DAILY_SUMMARY_KIND, "SIGN_IN_CODE", WEBHOOK_ENDPOINT_DISABLED_KIND] as const;
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
  if (template === "SIGN_IN_CODE") return [...dashboardLanguages];
  return template === WEBHOOK_ENDPOINT_DISABLED_KIND ? ["en"] : membershipEmailLanguages();
}

const SAMPLE_QR_TEXT = "https://foyer.example/m/00000000-0000-4000-8000-000000000000?v=1&k=preview0&sig=sample";

interface PreviewArgs {
  museumName: string;
  template: EmailTemplate;
  language: string;
}

/** One template in one language, with sample data and the museum's own name. */
export function renderSample({ museumName, template, language }: PreviewArgs): Promise<RenderedEmail> {
  if (template === "SIGN_IN_CODE") return renderSignInCodeEmail("482913", 10, isDashboardLanguage(language) ? language : "en");
  if (template === ORDER_TICKETS_KIND) return renderSampleTickets(museumName, emailLanguage(language));
  if (template === DAILY_SUMMARY_KIND) return renderSampleSummary(museumName, emailLanguage(language));
  if (template === WEBHOOK_ENDPOINT_DISABLED_KIND) {
    return renderWebhookEndpointDisabledEmail({
      museumName,
      recipientName: "Ada Lovelace",
      url: "https://shop.example/foyer-webhooks",
      description: "Web shop",
      waiting: 42,
      lastError: "The receiver answered 503.",
      dashboardUrl: "https://foyer.example/museums/00000000-0000-4000-8000-000000000000/webhooks",
    });
  }
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
    orderNumber: "K7M-4PX",
    visit: { date: german ? "5. Juni 2027" : "5 June 2027", time: "10:30", timeZone: german ? "Mitteleuropäische Zeit" : "Central European Time" },
    tickets: [{ ticketTypeName: adult }, { ticketTypeName: adult }, { ticketTypeName: german ? "Kind" : "Child" }],
    total: german ? "32,00 €" : "€32.00",
  });
}

/** A busy Saturday: two currencies, a few refunds, members at the door, the 11 o'clock slot fullest. */
function renderSampleSummary(museumName: string, language: string): Promise<RenderedEmail> {
  return renderDailySummaryEmail({
    language,
    museumName,
    recipientName: language === "de" ? "Erika Mustermann" : "Ada Lovelace",
    day: "2027-06-05",
    timeZone: "Europe/Berlin",
    ticketsSold: 1284,
    ticketsVoided: 17,
    revenue: [
      { currency: "CHF", amount: 48_000 },
      { currency: "EUR", amount: 1_523_450 },
    ],
    admittedTickets: 1198,
    admittedMembers: 143,
    busiestSlot: {
      startsAt: new Date("2027-06-05T09:00:00Z"),
      endsAt: new Date("2027-06-05T10:00:00Z"),
      timeZone: "Europe/Berlin",
      eventName: language === "de" ? "Dauerausstellung" : "Permanent collection",
      admitted: 212,
      tickets: 230,
    },
  });
}

/** The sample as a standalone document: the QR images, attached to real emails, are inlined. */
export async function renderEmailPreview(args: PreviewArgs): Promise<RenderedEmail> {
  const rendered = await renderSample(args);
  const qr = `data:image/png;base64,${(await qrPng(SAMPLE_QR_TEXT, 240)).toString("base64")}`;
  const inlined = rendered.html.replaceAll(`cid:${QR_CONTENT_ID}`, qr);
  return { ...rendered, html: inlined.replaceAll(new RegExp(`cid:${TICKET_QR_PREFIX}\\d+`, "g"), qr) };
}
