import { describe, expect, it } from "vitest";
import { auditFieldChanges } from "./audit-diff";
import { auditActionWords, auditFieldLabel, auditRecordName, auditValueText } from "./audit-words";

describe("the audit trail in words", () => {
  it("labels fields as staff say them, and unknown ones in words", () => {
    expect(auditFieldLabel("availableCapacity")).toBe("Free places");
    expect(auditFieldLabel("startsAt")).toBe("Starts");
    expect(auditFieldLabel("doorsOpenMinutes")).toBe("Doors open minutes");
    expect(auditFieldLabel("scheduleId")).toBe("Schedule");
  });

  it("writes yes and no, times in the museum's zone, lists and nested records", () => {
    expect(auditValueText("published", true, "Europe/Berlin")).toBe("Yes");
    expect(auditValueText("newsletter", false, "Europe/Berlin")).toBe("No");
    expect(auditValueText("startsAt", "2027-01-15T09:00:00.000Z", "Europe/Berlin")).toBe("15 Jan 2027, 10:00");
    expect(auditValueText("startsAt", "2027-07-15T09:00:00.000Z", "Europe/Berlin")).toBe("15 Jul 2027, 11:00");
    expect(auditValueText("events", ["ticket.created", "order.confirmed"], "UTC")).toBe("ticket.created, order.confirmed");
    expect(auditValueText("person", { id: "u1", name: "Rita", email: "rita@example.org" }, "UTC")).toBe("Rita");
    expect(auditValueText("customFields", { shoe_size: 42, vip: true }, "UTC")).toBe("Shoe_size: 42; Vip: Yes");
    expect(auditValueText("closedReason", null, "UTC")).toBe("—");
  });

  it("names a record by its name, else by its kind and the start of its id", () => {
    expect(auditRecordName({ name: "Old hall" }, { name: "Garden pavilion" }, "Location", "abc")).toBe("Garden pavilion");
    expect(auditRecordName({ email: "ada@example.org" }, null, "Customer", "abc")).toBe("ada@example.org");
    expect(auditRecordName(null, { capacity: 3 }, "Time slot", "0123456789abcdef")).toBe("Time slot 01234567");
  });

  it("says what happened", () => {
    expect(auditActionWords("update")).toBe("changed");
    expect(auditActionWords("convert")).toBe("sold");
  });

  it("lists a change's fields without the record's id and museum, in the writer's words", () => {
    const changes = auditFieldChanges(null, { id: "t1", museumId: "m1", capacity: 20, closed: false }, (field, value) => auditValueText(field, value, "UTC"));
    expect(changes).toEqual([
      { field: "capacity", after: "20" },
      { field: "closed", after: "No" },
    ]);
  });
});
