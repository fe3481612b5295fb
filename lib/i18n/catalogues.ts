import type { DashboardLanguage } from "./languages";
import deConnect from "./messages/de/connect.json";
import deDoorConflicts from "./messages/de/door-conflicts.json";
import deErrors from "./messages/de/errors.json";
import deFilter from "./messages/de/filter.json";
import deManage from "./messages/de/manage.json";
import dePeople from "./messages/de/people.json";
import deSell from "./messages/de/sell.json";
import deSettings from "./messages/de/settings.json";
import deToday from "./messages/de/today.json";
import enConnect from "./messages/en/connect.json";
import enDoorConflicts from "./messages/en/door-conflicts.json";
import enErrors from "./messages/en/errors.json";
import enFilter from "./messages/en/filter.json";
import enManage from "./messages/en/manage.json";
import enPeople from "./messages/en/people.json";
import enSell from "./messages/en/sell.json";
import enSettings from "./messages/en/settings.json";
import enToday from "./messages/en/today.json";

// The message catalogues staff read (docs/dashboard.md, "Languages"): one file per part of the
// dashboard and language under messages/, each holding that part's namespaces; connect.json holds the
// login service's pages for connecting an assistant (/auth/mcp), which say SignIn's sentences too.
// English is complete; a message German does not have yet falls back to English rather than showing
// its key, and lib/i18n/catalogues.test.ts lists every such gap.

export const englishMessages = { ...enToday, ...enSettings, ...enSell, ...enManage, ...enPeople, ...enFilter, ...enErrors, ...enConnect, ...enDoorConflicts };
export const germanMessages = { ...deToday, ...deSettings, ...deSell, ...deManage, ...dePeople, ...deFilter, ...deErrors, ...deConnect, ...deDoorConflicts };

export type Messages = typeof englishMessages;

type Tree = { [key: string]: string | Tree };

function withFallback(own: Tree, fallback: Tree): Tree {
  const merged: Tree = {};
  for (const [key, value] of Object.entries(fallback)) {
    const mine = own[key];
    merged[key] = typeof value === "string" ? (typeof mine === "string" ? mine : value) : withFallback(typeof mine === "object" ? mine : {}, value);
  }
  return merged;
}

const catalogues: Record<DashboardLanguage, Messages> = { en: englishMessages, de: withFallback(germanMessages as Tree, englishMessages as Tree) as Messages };

export function dashboardMessages(language: DashboardLanguage): Messages {
  return catalogues[language];
}

/** The keys (dotted) of `reference` that `catalogue` lacks. */
export function missingMessages(catalogue: Tree, reference: Tree, prefix = ""): string[] {
  return Object.entries(reference).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const own = catalogue[key];
    if (typeof value === "string") return typeof own === "string" ? [] : [path];
    return missingMessages(typeof own === "object" ? own : {}, value, path);
  });
}
