import { emailLanguage } from "./messages";

// The words of the daily summary email to owners and admins (docs/reports.md, "Daily summary"), per
// language; English for any language without an entry, as for the other emails. Numbers and amounts
// are written the reader's way (1,234 / 1.234; €12.50 / 12,50 €).

export interface SummaryWords {
  subject: (museum: string, day: string) => string;
  greeting: (name: string) => string;
  intro: (museum: string, day: string, zone: string) => string;
  ticketsSold: (count: string) => string;
  ticketsVoided: (count: string) => string;
  revenue: (amounts: string[]) => string;
  admitted: (total: string, tickets: string, members: string) => string;
  busiest: (time: string, event: string | null, admitted: string, tickets: string) => string;
  noBusiest: string;
  why: (museum: string) => string;
  signOff: string;
}

const en: SummaryWords = {
  subject: (museum, day) => `${museum}: your summary of ${day}`,
  greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
  intro: (museum, day, zone) => `Here is how ${day} went at ${museum} (days in ${zone}).`,
  ticketsSold: (count) => `Tickets sold: ${count}`,
  ticketsVoided: (count) => `Of these, voided or cancelled: ${count}`,
  revenue: (amounts) => `Revenue: ${amounts.length > 0 ? amounts.join(" and ") : "none"}`,
  admitted: (total, tickets, members) => `Visitors admitted: ${total} (${tickets} with tickets, ${members} members)`,
  busiest: (time, event, admitted, tickets) => `Busiest time slot: ${time}${event ? `, ${event}` : ""}: ${admitted} admitted, ${tickets} tickets`,
  noBusiest: "Busiest time slot: none, no slot sold a ticket",
  why: (museum) => `You get this email because you asked for it in the settings of ${museum} in Foyer. To stop it, untick "Email me a summary of each day" there.`,
  signOff: "Foyer",
};

const de: SummaryWords = {
  subject: (museum, day) => `${museum}: Ihre Zusammenfassung vom ${day}`,
  greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
  intro: (museum, day, zone) => `So war der ${day} im ${museum} (Tage in der Zeitzone: ${zone}).`,
  ticketsSold: (count) => `Verkaufte Tickets: ${count}`,
  ticketsVoided: (count) => `Davon storniert: ${count}`,
  revenue: (amounts) => `Umsatz: ${amounts.length > 0 ? amounts.join(" und ") : "keiner"}`,
  admitted: (total, tickets, members) => `Eingelassene Besucher: ${total} (${tickets} mit Ticket, ${members} Mitglieder)`,
  busiest: (time, event, admitted, tickets) => `Meistbesuchtes Zeitfenster: ${time} Uhr${event ? `, ${event}` : ""}: ${admitted} eingelassen, ${tickets} Tickets`,
  noBusiest: "Meistbesuchtes Zeitfenster: keines, in keinem wurde ein Ticket verkauft",
  why: (museum) =>
    `Sie erhalten diese E-Mail, weil Sie sie in den Einstellungen des ${museum} in Foyer bestellt haben. Um sie abzubestellen, entfernen Sie dort das Häkchen bei „Email me a summary of each day“.`,
  signOff: "Foyer",
};

const words: Record<string, SummaryWords> = { en, de };

export function summaryWordsFor(language: string): SummaryWords {
  return words[emailLanguage(language)] ?? en;
}

/** A count as the reader's language writes it. */
export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(emailLanguage(language)).format(count);
}

/** An amount in minor units of `currency`, as the reader's language writes it. */
export function formatMoney(minor: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(emailLanguage(language), { style: "currency", currency });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** A calendar day (YYYY-MM-DD) with its weekday, as the reader's language names it. */
export function formatDay(day: string, language: string): string {
  // The day is already the museum's; read at noon UTC in UTC it names itself whatever the zone.
  return new Intl.DateTimeFormat(emailLanguage(language), { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

/** A slot's start and end on the wall clock of `timeZone`, e.g. 10:00–11:00. */
export function formatTimeRange(startsAt: Date, endsAt: Date, language: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat(emailLanguage(language), { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  return `${format.format(startsAt)}–${format.format(endsAt)}`;
}
