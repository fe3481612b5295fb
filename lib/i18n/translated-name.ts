// The one choice of a record's name for a reader (docs/dashboard.md, "Languages"): a ticket type's name
// as the museum translated it into the reader's language, else the name it was stored with. Every
// screen, the printed tickets, the door and the visitor's emails ask here, so they never disagree.

/** A record's translations: a list as the API returns them, or names keyed by language code (the door list). */
export type NameTranslations = readonly { language: string; name: string }[] | Readonly<Record<string, string>>;

/**
 * The name for `language` (a code such as "de", or a locale such as "de-AT", which matches its own
 * translation first and then its language's); `stored` when there is no such translation.
 */
export function nameForLanguage(stored: string, translations: NameTranslations | null | undefined, language: string | null | undefined): string {
  if (!translations || !language) return stored;
  const byLanguage: Readonly<Record<string, string>> = Array.isArray(translations)
    ? Object.fromEntries((translations as readonly { language: string; name: string }[]).map((translation) => [translation.language.toLowerCase(), translation.name]))
    : (translations as Readonly<Record<string, string>>);
  const locale = language.toLowerCase();
  const name = byLanguage[locale] ?? byLanguage[locale.split("-")[0]!];
  return name && name.trim() !== "" ? name : stored;
}

/** Each record's name for `language`, by id: what a page looks a ticket type's name up in. */
export function namesForLanguage(records: readonly { id: string; name: string; translations?: NameTranslations | null }[], language: string): Map<string, string> {
  return new Map(records.map((record) => [record.id, nameForLanguage(record.name, record.translations, language)] as const));
}
