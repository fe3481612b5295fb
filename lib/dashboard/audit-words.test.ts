import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { auditFieldChanges } from "./audit-diff";
import { auditActionWords, auditFieldLabel, auditRecordName, auditValueText } from "./audit-words";
import { dashboardMessages } from "@/lib/i18n/catalogues";

const english = createTranslator({ locale: "en", messages: dashboardMessages("en"), namespace: "AuditWords" });
const german = createTranslator({ locale: "de", messages: dashboardMessages("de"), namespace: "AuditWords" });

describe("the audit trail in words", () => {
  it("labels fields as staff say them, and unknown ones in words", () => {
    expect(auditFieldLabel("availableCapacity", english)).toBe("Free places");
    expect(auditFieldLabel("startsAt", english)).toBe("Starts");
    expect(auditFieldLabel("doorsOpenMinutes", english)).toBe("Doors open minutes");
    expect(auditFieldLabel("scheduleId", english)).toBe("Schedule");
  });

  it("writes yes and no, times in the museum's zone, lists and nested records", () => {
    expect(auditValueText("published", true, "Europe/Berlin", english)).toBe("Yes");
    expect(auditValueText("newsletter", false, "Europe/Berlin", english)).toBe("No");
    expect(auditValueText("startsAt", "2027-01-15T09:00:00.000Z", "Europe/Berlin", english)).toBe("15 Jan 2027, 10:00");
    expect(auditValueText("startsAt", "2027-07-15T09:00:00.000Z", "Europe/Berlin", english)).toBe("15 Jul 2027, 11:00");
    expect(auditValueText("events", ["ticket.created", "order.confirmed"], "UTC", english)).toBe("ticket.created, order.confirmed");
    expect(auditValueText("person", { id: "u1", name: "Rita", email: "rita@example.org" }, "UTC", english)).toBe("Rita");
    expect(auditValueText("customFields", { shoe_size: 42, vip: true }, "UTC", english)).toBe("Shoe_size: 42; Vip: Yes");
    expect(auditValueText("closedReason", null, "UTC", english)).toBe("—");
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
    expect(auditActionWords("update", german)).toBe("geändert");
    expect(auditValueText("published", true, "UTC", german, "de")).toBe("Ja");
    expect(auditValueText("startsAt", "2027-01-15T09:00:00.000Z", "Europe/Berlin", german, "de")).toBe("15.01.2027, 10:00");
  });

  it("lists a change's fields without the record's id and museum, in the writer's words", () => {
    const changes = auditFieldChanges(null, { id: "t1", museumId: "m1", capacity: 20, closed: false }, (field, value) => auditValueText(field, value, "UTC", english));
    expect(changes).toEqual([
      { field: "capacity", after: "20" },
      { field: "closed", after: "No" },
    ]);
  });
});
