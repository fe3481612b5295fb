import { describe, expect, it } from "vitest";
import { auditFieldChanges } from "./audit-diff";

describe("auditFieldChanges", () => {
  it("lists only the fields an update changed, leaving updatedAt out", () => {
    const before = { id: "a", name: "Old hall", timezone: "UTC", updatedAt: "2026-01-01T00:00:00.000Z" };
    const after = { id: "a", name: "New hall", timezone: "UTC", updatedAt: "2026-02-01T00:00:00.000Z" };
    expect(auditFieldChanges(before, after)).toEqual([{ field: "name", before: "Old hall", after: "New hall" }]);
  });

  it("shows what a record was created with and what a deleted one was", () => {
    expect(auditFieldChanges(null, { name: "Hall", capacity: 20, locationId: null })).toEqual([
      { field: "name", after: "Hall" },
      { field: "capacity", after: "20" },
      { field: "locationId", after: "—" },
    ]);
    expect(auditFieldChanges({ name: "Hall" }, null)).toEqual([{ field: "name", before: "Hall" }]);
  });

  it("compares nested values by content and prints them as JSON", () => {
    const before = { customFields: { level: "gold" }, tags: ["a"] };
    const after = { customFields: { level: "silver" }, tags: ["a"] };
    expect(auditFieldChanges(before, after)).toEqual([{ field: "customFields", before: '{"level":"gold"}', after: '{"level":"silver"}' }]);
  });
});
