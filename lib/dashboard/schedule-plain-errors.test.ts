import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { createScheduleBody } from "@/lib/domain/schedules/schedule-schemas";
import { dashboardMessages } from "@/lib/i18n/catalogues";
import { fieldErrorsFromZod } from "./field-errors";
import { plainFieldErrors } from "./plain-errors";

// The schedule form (components/season/schedule-form.tsx) checks with the API's schema: every message
// it can get is said in words about the field, never in the schema's ("Expected a calendar day …").

const SCHEMA_WORDING = /Expected|Invalid input|Too small|Too big|received|YYYY|HH:MM/;

function errorsOf(input: Record<string, unknown>, language: "en" | "de") {
  const messages = dashboardMessages(language);
  const words = createTranslator({ locale: language, messages, namespace: "PlainErrors" });
  const form = createTranslator({ locale: language, messages, namespace: "ScheduleForm" });
  const names = Object.fromEntries(
    (["from", "to", "weekdays", "times", "durationMinutes", "capacity", "groupCapacity", "closedDates"] as const).map((field) => [field, form(`names.${({ durationMinutes: "duration" } as Record<string, string>)[field] ?? field}` as never)]),
  );
  const result = createScheduleBody.safeParse(input);
  if (result.success) throw new Error("expected a refusal");
  return plainFieldErrors(fieldErrorsFromZod(result.error), { ...names, "every.minutes": form("names.every") }, words);
}

const wrong = { from: "24/12/2026", to: "gestern", weekdays: [], times: ["25:00"], durationMinutes: Number.NaN, capacity: -3, closedDates: ["Weihnachten"] };
const empty = { weekdays: ["MO"], times: [], durationMinutes: undefined, capacity: undefined };

describe("the schedule form's errors", () => {
  it("are plain English beside each field", () => {
    expect(errorsOf(wrong, "en")).toEqual({
      from: "Enter the first day as a date, e.g. 2026-12-24, or as its example shows.",
      to: "Enter the last day as a date, e.g. 2026-12-24, or as its example shows.",
      weekdays: "Choose at least one: the days of the week.",
      "times.0": "Enter the start times as hours and minutes, e.g. 10:00.",
      durationMinutes: "Enter the length of each time slot as a number.",
      capacity: "The capacity cannot be less than 0.",
      "closedDates.0": "Enter the closed dates as a date, e.g. 2026-12-24, or as its example shows.",
    });
    expect(errorsOf(empty, "en")).toMatchObject({ times: "Choose at least one: the start times.", capacity: "Enter the capacity." });
    // The rule's own checks come once every field is right.
    expect(errorsOf({ from: "2027-01-01", to: "2026-01-01", times: ["10:00"], durationMinutes: 60, capacity: 5 }, "en")).toEqual({ to: "The last day cannot be before the first day." });
    expect(errorsOf({ from: "2027-01-01", to: "2027-01-02", times: ["10:00"], durationMinutes: 60, capacity: 5, groupCapacity: 6 }, "en")).toEqual({
      groupCapacity: "Keep at most 5 places for groups: the places kept are part of the capacity.",
    });
  });

  it("are plain German too, with no schema wording for empty or wrong values", () => {
    const german = errorsOf(wrong, "de");
    expect(german.from).toBe("Geben Sie den ersten Tag als Datum ein, z. B. 24.12.2026 oder 2026-12-24.");
    expect(german.capacity).toBe("Der Wert darf nicht kleiner als 0 sein.");
    expect(errorsOf({ from: "2027-01-01", to: "2027-01-02", times: ["10:00"], durationMinutes: 60, capacity: 1080, groupCapacity: 2000 }, "de").groupCapacity).toBe(
      "Halten Sie höchstens 1.080 Plätze für Gruppen frei: Sie sind Teil der Kapazität.",
    );
    for (const errors of [german, errorsOf(empty, "de"), errorsOf(empty, "en"), errorsOf({}, "de")]) {
      for (const message of Object.values(errors)) expect(message).not.toMatch(SCHEMA_WORDING);
    }
  });
});
