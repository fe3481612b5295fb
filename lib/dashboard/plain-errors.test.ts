import { describe, expect, it } from "vitest";
import { createEventInput } from "@/lib/domain/events/event-schemas";
import { createTicketTypeInput } from "@/lib/domain/ticket-types/ticket-type-schemas";
import { createTimeSlotInput } from "@/lib/domain/time-slots/time-slot-schemas";
import { createTranslator } from "use-intl/core";
import { fieldErrorsFromDetails, fieldErrorsFromZod } from "./field-errors";
import { dashboardMessages } from "@/lib/i18n/catalogues";
import type { FieldErrors } from "./field-errors";
import { plainFieldErrors as plainFieldErrorsIn, type FieldNames } from "./plain-errors";

// docs/dashboard.md, "How it is built": the forms say what to do beside each field, not what the schema expected.
const names = { name: "a name", description: "the description", startsAt: "the start", endsAt: "the end", capacity: "the capacity", price: "the price", currency: "the currency", "translations.*.name": "the translated name", published: "published" };

const english = createTranslator({ locale: "en", messages: dashboardMessages("en"), namespace: "PlainErrors" });
const german = createTranslator({ locale: "de", messages: dashboardMessages("de"), namespace: "PlainErrors" });
const plainFieldErrors = (errors: FieldErrors, fieldNames: FieldNames) => plainFieldErrorsIn(errors, fieldNames, english);

function plain(result: { success: boolean; error?: unknown }) {
  if (result.success) throw new Error("expected a refusal");
  return plainFieldErrors(fieldErrorsFromZod(result.error as never), names);
}

describe("plain form errors", () => {
  it("say what to enter instead of what a schema expected", () => {
    expect(plain(createEventInput.safeParse({ name: " ", description: "x".repeat(5001), published: "yes" }))).toEqual({
      name: "Enter a name.",
      description: "The description can be at most 5,000 characters long.",
      published: "Choose yes or no for published.",
    });
    expect(plain(createTimeSlotInput.safeParse({ startsAt: "tomorrow", endsAt: "2026-01-01T10:00:00Z", capacity: Number.NaN }))).toEqual({
      startsAt: "Enter the start as a date and a time.",
      capacity: "Enter the capacity as a number.",
    });
    expect(plain(createTimeSlotInput.safeParse({ startsAt: "2026-01-01T10:00:00Z", endsAt: "2026-01-01T11:00:00Z", capacity: 2.5 }))).toEqual({ capacity: "The capacity must be a whole number." });
    expect(plain(createTimeSlotInput.safeParse({ startsAt: "2026-01-01T10:00:00Z", endsAt: "2026-01-01T11:00:00Z", capacity: -1 }))).toEqual({ capacity: "The capacity cannot be less than 0." });
  });

  it("name list items by the field they are", () => {
    const errors = plain(createTicketTypeInput.safeParse({ eventId: "00000000-0000-4000-8000-000000000000", name: "Adult", price: 100, currency: "eur", masterLanguage: "en", maxQuantity: 1, translations: [{ language: "de", name: "" }] }));
    expect(errors).toEqual({ currency: "Enter the currency as its three-letter code, e.g. EUR.", "translations.0.name": "Enter the translated name." });
  });

  it("put the server's date order in words", () => {
    const details = [{ path: "input.endsAt", message: "endsAt must be the same as or later than startsAt." }];
    expect(plainFieldErrors(fieldErrorsFromDetails(details), names)).toEqual({ endsAt: "The end cannot be before the start." });
    expect(plainFieldErrors({ endsAt: "endsAt must be later than startsAt." }, names)).toEqual({ endsAt: "The end must be after the start." });
  });

  it("word the settings forms' checks too", () => {
    expect(plainFieldErrors({ key: "Expected lower snake case starting with a letter, e.g. favourite_artist", timezone: "Expected an IANA time zone name, e.g. Europe/Vienna", type: 'Invalid option: expected one of "string"|"number"' }, { key: "the key", timezone: "the time zone", type: "the kind of value" })).toEqual({
      key: "Use small letters, digits and single underscores, starting with a letter, e.g. favourite_artist.",
      timezone: "Choose a time zone from the list, e.g. Europe/Vienna.",
      type: "Choose the kind of value from the list.",
    });
  });

  it("speak the reader's language", () => {
    const germanNames = { name: "einen Namen", description: "die Beschreibung", capacity: "die Kapazität" };
    const errors = fieldErrorsFromZod(createEventInput.safeParse({ name: " ", description: "x".repeat(5001) }).error as never);
    expect(plainFieldErrorsIn(errors, germanNames, german)).toEqual({ name: "Geben Sie einen Namen ein.", description: "Höchstens 5.000 Zeichen sind möglich." });
    expect(plainFieldErrorsIn({ endsAt: "endsAt must be later than startsAt." }, names, german)).toEqual({ endsAt: "Das Ende muss nach dem Beginn liegen." });
  });

  it("leave a message it does not know as it came", () => {
    expect(plainFieldErrors({ capacity: "Capacity cannot go below the 3 places sold and held." }, names)).toEqual({ capacity: "Capacity cannot go below the 3 places sold and held." });
  });
});
