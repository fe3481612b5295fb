import type { ListCsvLanguage } from "@/lib/domain/exports/filtered-list-csv";
import type { SpreadsheetDialect } from "@/lib/domain/exports/spreadsheet-dialect";
import type { DashboardLanguage } from "@/lib/i18n/languages";
import { translatorFor } from "@/lib/i18n/translator";
import { zoneInWords } from "@/lib/i18n/zone-words";

// The dashboard's CSV downloads written for a spreadsheet in the page's language (docs/reports.md,
// "The dashboard's CSV"): German Excel splits columns at semicolons and reads 336,00 and 01.03.2027;
// English keeps commas, decimal points and 2027-03-01, which American and British spreadsheets both
// read as that day.

export function spreadsheetDialect(language: DashboardLanguage): SpreadsheetDialect {
  return language === "de" ? { separator: ";", decimal: ",", days: "dmy" } : { separator: ",", decimal: ".", days: "iso" };
}

/** The customer and membership lists' CSV in `language`: headers, words, clock and language names. */
export function listCsvLanguage(language: DashboardLanguage): ListCsvLanguage {
  const words = translatorFor(language, "FilteredList");
  const languageNames = new Intl.DisplayNames(language, { type: "language", fallback: "code" });
  return {
    dialect: spreadsheetDialect(language),
    words: (word) => words(`csv.${word}`),
    clock: (timeZone) => words("csv.clock", { zone: zoneInWords(timeZone, language) }),
    languageName: (code) => languageNames.of(code) ?? code,
  };
}
