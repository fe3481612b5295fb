import { emailLanguage } from "./messages";

// The words of the ticket email (docs/orders.md, "Ticket delivery"), per language; English for any
// language without an entry, as for the membership emails.

export interface TicketWords {
  subject: (museum: string) => string;
  greeting: (name: string | null) => string;
  intro: (museum: string, count: number) => string;
  /** `zone` is the time zone's name in words ("Central European Time"), never its IANA id. */
  when: (date: string, time: string, zone: string) => string;
  orderNumber: (number: string) => string;
  ticketOf: (position: number, count: number, ticketType: string) => string;
  showCode: string;
  qrAlt: (position: number) => string;
  total: (amount: string) => string;
  signOff: (museum: string) => string;
}

const en: TicketWords = {
  subject: (museum) => `Your tickets for ${museum}`,
  greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
  intro: (museum, count) => `Thank you for your order. Here ${count === 1 ? "is your ticket" : `are your ${count} tickets`} for ${museum}.`,
  when: (date, time, zone) => `Your visit: ${date} at ${time} (${zone}).`,
  orderNumber: (number) => `Order number: ${number}. Please give it if you call or write to us.`,
  ticketOf: (position, count, ticketType) => `Ticket ${position} of ${count}: ${ticketType}`,
  showCode: "Show each code at the entrance, on your phone or printed. Each code admits one person once.",
  qrAlt: (position) => `QR code of ticket ${position}`,
  total: (amount) => `Total paid: ${amount}`,
  signOff: (museum) => `See you soon at ${museum}`,
};

const de: TicketWords = {
  subject: (museum) => `Ihre Tickets für das ${museum}`,
  greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
  intro: (museum, count) => `Vielen Dank für Ihre Bestellung. Hier ${count === 1 ? "ist Ihr Ticket" : `sind Ihre ${count} Tickets`} für das ${museum}.`,
  when: (date, time, zone) => `Ihr Besuch: ${date} um ${time} Uhr (${zone}).`,
  orderNumber: (number) => `Bestellnummer: ${number}. Bitte nennen Sie sie, wenn Sie uns anrufen oder schreiben.`,
  ticketOf: (position, count, ticketType) => `Ticket ${position} von ${count}: ${ticketType}`,
  showCode: "Zeigen Sie jeden Code am Eingang vor, auf dem Telefon oder ausgedruckt. Jeder Code gilt einmal für eine Person.",
  qrAlt: (position) => `QR-Code von Ticket ${position}`,
  total: (amount) => `Bezahlt: ${amount}`,
  signOff: (museum) => `Bis bald im ${museum}`,
};

const words: Record<string, TicketWords> = { en, de };

export function ticketWordsFor(language: string): TicketWords {
  return words[emailLanguage(language)] ?? en;
}

export const TICKET_QR_PREFIX = "ticket-qr-";

/** The inline image of the ticket at `position` (from 1). */
export const ticketQrContentId = (position: number) => `${TICKET_QR_PREFIX}${position}`;
