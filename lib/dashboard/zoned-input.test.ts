import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import { dashboardMessages } from "@/lib/i18n/catalogues";
import { endOrderProblem, readZonedInput, zonedInputValue, zonedInstants } from "./zoned-input";

// docs/dashboard.md, "Events": the event and time slot forms read and show times in the location's zone.
describe("the event and time slot forms' times", () => {
  it("store 10:00 at a Berlin location as 09:00Z in winter and 08:00Z in summer", () => {
    expect(readZonedInput("2027-01-12T10:00", "Europe/Berlin")).toEqual({ kind: "instant", iso: "2027-01-12T09:00:00.000Z" });
    expect(readZonedInput("2027-07-12T10:00", "Europe/Berlin")).toEqual({ kind: "instant", iso: "2027-07-12T08:00:00.000Z" });
  });

  it("show a stored instant on the location's wall clock, whatever the browser's zone", () => {
    expect(zonedInputValue("2027-01-12T09:00:00.000Z", "Europe/Berlin")).toBe("2027-01-12T10:00");
    expect(zonedInputValue("2027-07-12T08:00:00.000Z", "Europe/Berlin")).toBe("2027-07-12T10:00");
    expect(zonedInputValue("2027-03-01T17:00:00.000Z", "America/Los_Angeles")).toBe("2027-03-01T09:00");
    expect(zonedInputValue("2027-03-01T00:30:00.000Z", "UTC")).toBe("2027-03-01T00:30");
    expect(zonedInputValue(null, "UTC")).toBe("");
  });

  it("refuse a time the clocks skip, and take the first of a time that occurs twice", () => {
    expect(readZonedInput("2027-03-28T02:30", "Europe/Berlin")).toEqual({ kind: "skipped" });
    expect(readZonedInput("2027-03-28T03:00", "Europe/Berlin")).toEqual({ kind: "instant", iso: "2027-03-28T01:00:00.000Z" });
    // 02:30 on 31 October happens at 00:30Z (summer time) and again at 01:30Z: the first is kept.
    expect(readZonedInput("2027-10-31T02:30", "Europe/Berlin")).toEqual({ kind: "instant", iso: "2027-10-31T00:30:00.000Z" });
    expect(zonedInputValue("2027-10-31T01:30:00.000Z", "Europe/Berlin")).toBe("2027-10-31T02:30");
  });

  it("round-trip every hour of a day with a clock change", () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const iso = new Date(Date.UTC(2027, 9, 30, 22 + hour)).toISOString();
      const shown = zonedInputValue(iso, "Europe/Berlin");
      const read = readZonedInput(shown, "Europe/Berlin");
      // The repeated hour's second pass reads back as its first; every other hour comes back unchanged.
      if (iso !== "2027-10-31T01:00:00.000Z") expect(read).toEqual({ kind: "instant", iso });
    }
  });

  it("say which fields cannot be sent, in words, and leave empty ones out", () => {
    const words = createTranslator({ locale: "en", messages: dashboardMessages("en"), namespace: "PlainErrors" });
    const { instants, errors } = zonedInstants({ startsAt: "2027-03-28T02:15", endsAt: "" }, "Europe/Berlin", words, "en-GB");
    expect(instants).toEqual({ startsAt: null, endsAt: null });
    expect(errors.startsAt).toBe("02:15 does not exist on 28 March 2027 in Central European Time: the clocks go forward then. Choose a time outside that hour.");
    expect(errors.endsAt).toBeUndefined();
    expect(readZonedInput("tomorrow", "Europe/Berlin")).toEqual({ kind: "unreadable" });
    const german = createTranslator({ locale: "de", messages: dashboardMessages("de"), namespace: "PlainErrors" });
    expect(zonedInstants({ startsAt: "2027-03-28T02:15" }, "Europe/Berlin", german, "de-DE").errors.startsAt).toBe(
      "02:15 Uhr gibt es am 28. März 2027 nicht (Mitteleuropäische Zeit): Dann wird die Uhr vorgestellt. Wählen Sie eine Zeit außerhalb dieser Stunde.",
    );
  });

  it("name a start and an end in the wrong order by their words' key", () => {
    expect(endOrderProblem("2027-01-01T10:00:00Z", "2027-01-01T10:00:00Z", "after")).toBe("endAfterStart");
    expect(endOrderProblem("2027-01-01T10:00:00Z", "2027-01-01T10:00:00Z", "notBefore")).toBeNull();
    expect(endOrderProblem("2027-01-01T10:00:00Z", "2027-01-01T09:00:00Z", "notBefore")).toBe("endNotBeforeStart");
  });
});
