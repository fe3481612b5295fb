import { describe, expect, it } from "vitest";
import { languageChoices, languageName } from "./language-names";

describe("languages in words", () => {
  it("names a language in the page's language", () => {
    expect(languageName("de", "en")).toBe("German");
    expect(languageName("de", "de")).toBe("Deutsch");
    expect(languageName("fr", "de")).toBe("Französisch");
    expect(languageName("en", "de-AT")).toBe("Englisch");
  });

  it("keeps a code it cannot name, and does not throw on a malformed one", () => {
    expect(languageName("qq", "en")).toBe("qq");
    expect(languageName("not a code", "en")).toBe("not a code");
  });

  it("puts a stored language that is not offered first", () => {
    expect(languageChoices(["en", "de"], "en", "fr").map((choice) => choice.name)).toEqual(["French", "English", "German"]);
    expect(languageChoices(["en", "de"], "de", "de")).toEqual([
      { code: "en", name: "Englisch" },
      { code: "de", name: "Deutsch" },
    ]);
  });
});
