import { describe, expect, it } from "vitest";
import { nameForLanguage, namesForLanguage } from "./translated-name";

describe("a name for the reader's language", () => {
  const list = [
    { language: "de", name: "Erwachsene" },
    { language: "fr", name: "Adulte" },
  ];
  const byCode = { de: "Erwachsene", fr: "Adulte" };

  it("takes the translation for the language, by its code or by a locale of it", () => {
    expect(nameForLanguage("Adult", list, "de")).toBe("Erwachsene");
    expect(nameForLanguage("Adult", list, "de-DE")).toBe("Erwachsene");
    expect(nameForLanguage("Adult", byCode, "fr")).toBe("Adulte");
    expect(nameForLanguage("Adult", { "de-at": "Erwachsene (AT)", de: "Erwachsene" }, "de-AT")).toBe("Erwachsene (AT)");
  });

  it("keeps the stored name without a translation, without translations, or for a blank one", () => {
    expect(nameForLanguage("Adult", list, "en-GB")).toBe("Adult");
    expect(nameForLanguage("Adult", null, "de")).toBe("Adult");
    expect(nameForLanguage("Adult", undefined, "de")).toBe("Adult");
    expect(nameForLanguage("Adult", list, undefined)).toBe("Adult");
    expect(nameForLanguage("Adult", [{ language: "de", name: " " }], "de")).toBe("Adult");
  });

  it("names many records by id", () => {
    const names = namesForLanguage([{ id: "a", name: "Adult", translations: list }, { id: "b", name: "Child" }], "de");
    expect([...names]).toEqual([["a", "Erwachsene"], ["b", "Child"]]);
  });
});
