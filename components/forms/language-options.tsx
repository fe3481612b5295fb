import { customerLanguages, languageChoices } from "@/lib/i18n/language-names";

/**
 * A language select's options, each named in the page's language (`locale`), never as its code:
 * the languages visitors are most often served in, with `current` kept first when it is another.
 * `choose` is the words of an empty first option, for a field not chosen yet.
 */
export function LanguageOptions({ locale, current, choose }: { locale: string; current?: string; choose?: string }) {
  return (
    <>
      {choose !== undefined ? <option value="">{choose}</option> : null}
      {languageChoices(customerLanguages, locale, current || undefined).map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </>
  );
}
