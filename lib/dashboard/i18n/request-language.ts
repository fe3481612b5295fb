import "server-only";
import { cookies, headers } from "next/headers";
import type { Messages } from "@/lib/i18n/catalogues";
import { chooseDashboardLanguage, LANGUAGE_COOKIE, type DashboardLanguage } from "@/lib/i18n/languages";
import { translatorFor } from "@/lib/i18n/translator";

// The language of the request being rendered, for server components (docs/dashboard.md, "Languages").

export async function requestLanguage(): Promise<DashboardLanguage> {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  return chooseDashboardLanguage(cookieStore.get(LANGUAGE_COOKIE)?.value, headerStore.get("accept-language"));
}

/** A translator for a server component, in the request's language. */
export async function serverTranslator<Namespace extends keyof Messages>(namespace: Namespace) {
  return translatorFor(await requestLanguage(), namespace);
}
