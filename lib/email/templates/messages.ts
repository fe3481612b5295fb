// The words of membership emails, per language. A customer whose language has no entry here gets
// English. Placeholders are filled by the templates.

export interface EmailWords {
  greeting: (name: string) => string;
  receiptSubject: (museum: string) => string;
  receiptIntro: (museum: string, membership: string) => string;
  validity: (from: string, to: string) => string;
  renews: (date: string) => string;
  showCode: string;
  qrAlt: string;
  cancelSubject: (museum: string) => string;
  cancelIntro: (museum: string, membership: string, date: string) => string;
  cancelHow: (museum: string) => string;
  signOff: (museum: string) => string;
}

const en: EmailWords = {
  greeting: (name) => `Hello ${name},`,
  receiptSubject: (museum) => `Your membership at ${museum}`,
  receiptIntro: (museum, membership) => `Thank you for your membership "${membership}" at ${museum}.`,
  validity: (from, to) => `Valid from ${from} to ${to}.`,
  renews: (date) => `It renews automatically on ${date}.`,
  showCode: "Show this code at the entrance:",
  qrAlt: "Membership QR code",
  cancelSubject: (museum) => `Cancelling your membership subscription at ${museum}`,
  cancelIntro: (museum, membership, date) =>
    `Your membership "${membership}" at ${museum} renews automatically on ${date}.`,
  cancelHow: (museum) => `To cancel the subscription, reply to this email or tell the staff of ${museum} before that date. Your membership stays valid until it ends.`,
  signOff: (museum) => `See you soon at ${museum}`,
};

const de: EmailWords = {
  greeting: (name) => `Hallo ${name},`,
  receiptSubject: (museum) => `Ihre Mitgliedschaft im ${museum}`,
  receiptIntro: (museum, membership) => `Vielen Dank für Ihre Mitgliedschaft „${membership}“ im ${museum}.`,
  validity: (from, to) => `Gültig vom ${from} bis zum ${to}.`,
  renews: (date) => `Sie verlängert sich automatisch am ${date}.`,
  showCode: "Zeigen Sie diesen Code am Eingang vor:",
  qrAlt: "QR-Code der Mitgliedschaft",
  cancelSubject: (museum) => `Kündigung Ihres Mitgliedschafts-Abos im ${museum}`,
  cancelIntro: (museum, membership, date) =>
    `Ihre Mitgliedschaft „${membership}“ im ${museum} verlängert sich automatisch am ${date}.`,
  cancelHow: (museum) =>
    `Um das Abo zu kündigen, antworten Sie auf diese E-Mail oder wenden Sie sich vor diesem Datum an das Team des ${museum}. Ihre Mitgliedschaft bleibt bis zu ihrem Ende gültig.`,
  signOff: (museum) => `Bis bald im ${museum}`,
};

const words: Record<string, EmailWords> = { en, de };

/** The language an email is written in: the customer's when translated, else English. */
export function emailLanguage(customerLanguage: string): string {
  return customerLanguage in words ? customerLanguage : "en";
}

export function wordsFor(language: string): EmailWords {
  return words[emailLanguage(language)] ?? en;
}

/** A calendar day as the reader's language writes it, the day it is in `timeZone`. */
export function formatDate(date: Date, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(emailLanguage(language), { dateStyle: "long", timeZone }).format(date);
}
