// The languages staff read Foyer in (docs/dashboard.md, "Languages"): the dashboard and the login
// service's pages for connecting an assistant. Each staff member's browser keeps their choice in a
// cookie, set on a sign-in page or in Settings; without one, the browser's own preference
// (Accept-Language) chooses, and English is the default.

export const dashboardLanguages = ["en", "de"] as const;
export type DashboardLanguage = (typeof dashboardLanguages)[number];

export const LANGUAGE_COOKIE = "foyer.language";

/** Each language named in itself, as a language picker shows it. */
export const languageNames: Record<DashboardLanguage, string> = { en: "English", de: "Deutsch" };

export function isDashboardLanguage(value: unknown): value is DashboardLanguage {
  return typeof value === "string" && (dashboardLanguages as readonly string[]).includes(value);
}

/** The cookie's language, else the first of Accept-Language's that the dashboard speaks (by weight), else English. */
export function chooseDashboardLanguage(cookie: string | undefined, acceptLanguage: string | null): DashboardLanguage {
  if (isDashboardLanguage(cookie)) return cookie;
  const wanted = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const weight = Number(params.find((param) => param.trim().startsWith("q="))?.trim().slice(2) ?? 1);
      return { language: tag.toLowerCase().split("-")[0]!, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted.map((entry) => entry.language).find(isDashboardLanguage) ?? "en";
}

/** The language of a request, from its Cookie and Accept-Language headers, as chooseDashboardLanguage chooses. */
export function requestedLanguage(headers: Headers): DashboardLanguage {
  const cookie = (headers.get("cookie") ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`));
  return chooseDashboardLanguage(cookie?.slice(LANGUAGE_COOKIE.length + 1), headers.get("accept-language"));
}

/** The cookie that keeps `language` for a year, as the browser sets it. */
export function languageCookie(language: DashboardLanguage): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
