// Languages named in words, in the reader's language ("Deutsch", "German", "Französisch"), never as
// their codes: wherever staff choose or read a language (customers, Settings, the desk, the outbox).

/** The languages offered for a customer: the ones visitors' emails are most often wanted in. */
export const customerLanguages = ["en", "de", "fr", "it", "es", "nl", "pt", "da", "sv", "nb", "fi", "pl", "cs", "sk", "hu", "sl", "hr", "el", "tr", "ja", "zh"] as const;

/** `code` named in `locale` (the page's language); the code itself only when the runtime has no name for it. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language", fallback: "code" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** `codes` as choices named in `locale`, with `current` first when it is not among them (a stored language kept as it is). */
export function languageChoices(codes: readonly string[], locale: string, current?: string): { code: string; name: string }[] {
  const all = current && !codes.includes(current) ? [current, ...codes] : codes;
  return all.map((code) => ({ code, name: languageName(code, locale) }));
}
