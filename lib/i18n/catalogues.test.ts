import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { errorMessages } from "@/lib/errors/app-error";
import { dashboardMessages, englishMessages as en, germanMessages as de, missingMessages } from "./catalogues";
import { chooseDashboardLanguage, requestedLanguage } from "./languages";

describe("the dashboard's catalogues", () => {
  it("has every English message in German, and nothing German that English lacks", () => {
    expect(missingMessages(de, en)).toEqual([]);
    expect(missingMessages(en, de)).toEqual([]);
  });

  it("gives each namespace to one part's file only, and puts every part's file in the catalogue", () => {
    for (const [language, messages] of [["en", en], ["de", de]] as const) {
      const folder = join(__dirname, "messages", language);
      const namespaces = readdirSync(folder).flatMap((file) => Object.keys(JSON.parse(readFileSync(join(folder, file), "utf8"))));
      expect(namespaces.filter((name, index) => namespaces.indexOf(name) !== index), `namespaces in two ${language} files`).toEqual([]);
      expect(Object.keys(messages).sort()).toEqual([...namespaces].sort());
    }
  });

  it("falls back to English for a message German lacks", () => {
    expect(missingMessages(dashboardMessages("de"), en)).toEqual([]);
    expect(dashboardMessages("de").Today.title).toBe("Heute");
  });
});

describe("the error codes' words", () => {
  it("are the server's own sentences in English, so English staff read what integrators read", () => {
    expect(en.ErrorCodes).toEqual(errorMessages);
  });
});

describe("choosing the dashboard's language", () => {
  it("takes the cookie first, then the browser's preference by weight, then English", () => {
    expect(chooseDashboardLanguage("de", "en-US,en;q=0.9")).toBe("de");
    expect(chooseDashboardLanguage(undefined, "fr-FR,de;q=0.8,en;q=0.5")).toBe("de");
    expect(chooseDashboardLanguage(undefined, "en;q=0.4,de-AT;q=0.9")).toBe("de");
    expect(chooseDashboardLanguage("xx", "fr")).toBe("en");
    expect(chooseDashboardLanguage(undefined, null)).toBe("en");
  });

  it("reads a request's cookie and Accept-Language, as the login service's pages do", () => {
    expect(requestedLanguage(new Headers({ cookie: "other=1; foyer.language=de", "accept-language": "en" }))).toBe("de");
    expect(requestedLanguage(new Headers({ cookie: "foyer.languages=de", "accept-language": "de-AT,en;q=0.5" }))).toBe("de");
    expect(requestedLanguage(new Headers({ cookie: "foyer.language=en", "accept-language": "de" }))).toBe("en");
    expect(requestedLanguage(new Headers())).toBe("en");
  });
});
