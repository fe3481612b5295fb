import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { auditedFields } from "@/lib/domain/audit/audited-records";
import { dashboardMessages, englishMessages, germanMessages } from "@/lib/i18n/catalogues";
import { auditFieldChanges } from "./audit-diff";
import { auditActionWords, auditFieldLabel, auditRecordName, auditValueText, type AuditReading } from "./audit-words";

const english = createTranslator({ locale: "en", messages: dashboardMessages("en"), namespace: "AuditWords" });
const german = createTranslator({ locale: "de", messages: dashboardMessages("de"), namespace: "AuditWords" });

const inEnglish = (timeZone: string, more: Partial<AuditReading> = {}): AuditReading => ({ timeZone, words: english, locale: "en-GB", ...more });
const inGerman = (timeZone: string): AuditReading => ({ timeZone, words: german, locale: "de" });

describe("the audit trail in words", () => {
  it("labels fields as staff say them, and a name no record carries in words", () => {
    expect(auditFieldLabel("availableCapacity", english)).toBe("Free places");
    expect(auditFieldLabel("startsAt", english)).toBe("Starts");
    expect(auditFieldLabel("earlyEntryMinutes", english)).toBe("Doors open before a slot (minutes)");
    expect(auditFieldLabel("scheduleId", english)).toBe("Schedule");
    expect(auditFieldLabel("doorsOpenMinutes", english)).toBe("Doors open minutes");
  });

  it("tells an email's recipient from a schedule's last day", () => {
    expect(auditFieldLabel("to", english, "email")).toBe("To");
    expect(auditFieldLabel("to", english, "schedule")).toBe("Until");
    expect(auditFieldLabel("to", german, "email")).toBe("An");
    expect(auditFieldLabel("to", german, "schedule")).toBe("Bis");
  });

  it("writes yes and no, times in the museum's zone, lists and nested records", () => {
    expect(auditValueText("published", true, inEnglish("Europe/Berlin"))).toBe("Yes");
    expect(auditValueText("autoRenew", false, inEnglish("Europe/Berlin"))).toBe("No");
    expect(auditValueText("startsAt", "2027-01-15T09:00:00.000Z", inEnglish("Europe/Berlin"))).toBe("15 Jan 2027, 10:00");
    expect(auditValueText("startsAt", "2027-07-15T09:00:00.000Z", inEnglish("Europe/Berlin"))).toBe("15 Jul 2027, 11:00");
    expect(auditValueText("events", ["ticket.created", "order.confirmed"], inEnglish("UTC"))).toBe("ticket.created, order.confirmed");
    expect(auditValueText("person", { id: "u1", name: "Rita", email: "rita@example.org" }, inEnglish("UTC"))).toBe("Rita");
    expect(auditValueText("lines", [{ ticketTypeId: "t1", quantity: 2, unitPrice: 12, currency: "EUR" }], inEnglish("UTC"))).toBe(
      "Ticket type: t1; Quantity: 2; Price each: 12; Currency: EUR",
    );
    expect(auditValueText("closedReason", null, inEnglish("UTC"))).toBe("—");
  });

  it("names a customer's custom fields by the museum's labels, else by their keys", () => {
    const reading = inEnglish("UTC", { customFieldLabels: { shoe_size: "Shoe size" } });
    expect(auditValueText("customFields", { shoe_size: 42, vip: true }, reading)).toBe("Shoe size: 42; vip: Yes");
  });

  it("names a record by its name, else by its kind and the start of its id", () => {
    expect(auditRecordName({ name: "Old hall" }, { name: "Garden pavilion" }, "Location", "abc")).toBe("Garden pavilion");
    expect(auditRecordName({ email: "ada@example.org" }, null, "Customer", "abc")).toBe("ada@example.org");
    expect(auditRecordName(null, { capacity: 3 }, "Time slot", "0123456789abcdef")).toBe("Time slot 01234567");
  });

  it("says what happened", () => {
    expect(auditActionWords("update", english)).toBe("changed");
    expect(auditActionWords("convert", english)).toBe("sold");
  });

  it("speaks German too", () => {
    expect(auditFieldLabel("availableCapacity", german)).toBe("Freie Plätze");
    expect(auditFieldLabel("earlyEntryMinutes", german)).toBe("Einlass vor dem Zeitfenster (Minuten)");
    expect(auditActionWords("update", german)).toBe("geändert");
    expect(auditValueText("published", true, inGerman("UTC"))).toBe("Ja");
    expect(auditValueText("startsAt", "2027-01-15T09:00:00.000Z", inGerman("Europe/Berlin"))).toBe("15.01.2027, 10:00");
  });

  it("lists a change's fields without the record's id and museum, in the writer's words", () => {
    const changes = auditFieldChanges(null, { id: "t1", museumId: "m1", capacity: 20, closed: false }, (field, value) => auditValueText(field, value, inEnglish("UTC")));
    expect(changes).toEqual([
      { field: "capacity", after: "20" },
      { field: "closed", after: "No" },
    ]);
  });
});

describe("the words for every field an audited record can carry", () => {
  // Every field of lib/domain/audit/audited-records.ts, nested ones included, in each language's own
  // catalogue (not through the fallback to English); and no words for a field no record carries.
  for (const [language, messages] of [["English", englishMessages], ["German", germanMessages]] as const) {
    it(`are in the ${language} catalogue, and nothing else is`, () => {
      const words = messages.AuditWords.fields as Partial<Record<string, string>>;
      expect(auditedFields.filter((field) => !words[field])).toEqual([]);
      expect(Object.keys(words).filter((field) => !(auditedFields as string[]).includes(field))).toEqual([]);
    });
  }

  it("are what the trail labels each field with", () => {
    const words = englishMessages.AuditWords.fields as Record<string, string>;
    expect(auditedFields.filter((field) => auditFieldLabel(field, english) !== words[field])).toEqual([]);
  });
});
