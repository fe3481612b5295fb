import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { dashboardPages } from "./support/dashboard-pages";
import { expect, expectAccessible, expectNoSidewaysScrolling, screenshot, showAs, test } from "./support/test";

// A German desk works in a German browser: its date pickers, like the pages, write days as 24.12.2026.
test.use({ locale: "de-DE" });

// The whole dashboard in German (docs/dashboard.md, "Languages"): every page, opened by a person whose
// browser keeps German, has <html lang="de">, a German heading, none of the English catalogue's
// sentences, and no serious accessibility violation, at desktop size and on a 360-px phone in the
// dark palette, where German's longer words must not make it wider than the screen.

type Tree = { [key: string]: string | Tree };

/** Every English message that German words differently, without placeholders, long enough to be telling. */
function englishOnlyPhrases(english: Tree, german: Tree): string[] {
  return Object.entries(english).flatMap(([key, value]) => {
    const theirs = german[key];
    if (typeof value !== "string") return englishOnlyPhrases(value, typeof theirs === "object" ? theirs : {});
    return value !== theirs && !value.includes("{") && value.length >= 12 ? [value] : [];
  });
}

/** A language's catalogue as lib/i18n/catalogues.ts puts it together: every part's file, side by side. */
function catalogue(language: "en" | "de"): Tree {
  const folder = join(process.cwd(), "lib", "i18n", "messages", language);
  return Object.assign({}, ...readdirSync(folder).map((file) => JSON.parse(readFileSync(join(folder, file), "utf8")) as Tree));
}

const phrases = englishOnlyPhrases(catalogue("en"), catalogue("de"));

async function expectNoEnglish(page: Page, what: string): Promise<void> {
  const text = await page.locator("body").innerText();
  expect(phrases.filter((phrase) => text.includes(phrase)), `English left on ${what}`).toEqual([]);
}

test.beforeEach(async ({ context, foyer }) => {
  await context.addCookies([{ name: "foyer.language", value: "de", url: foyer.baseUrl }]);
});

// One test per page and size, so each stays short under a loaded machine (the whole dashboard in one
// test took 3 minutes of a loaded run).
for (const size of ["desktop", "phone"] as const) {
  test.describe(`every dashboard page speaks German, ${size === "desktop" ? "at desktop size" : "on a phone in the dark"}`, () => {
    for (const { name, path, heading, named } of dashboardPages) {
      test(name, async ({ page, foyer, signIn }) => {
        const { scenario } = foyer;
        await signIn(scenario.staff.owner);
        if (size === "phone") await showAs(page, { size, colorScheme: "dark" });
        await page.goto(path(scenario));
        await expect(page.locator("html")).toHaveAttribute("lang", "de");
        const title = page.getByRole("heading", { level: 1 });
        await expect(title).toBeVisible();
        if (named) await expect(title).toHaveText(heading(scenario));
        else await expect(title, `${name}'s heading`).not.toHaveText(heading(scenario));
        await expect(page.getByText(/Loading|Wird geladen/)).toHaveCount(0);
        await expectNoEnglish(page, `${name} (${size})`);
        if (size === "phone") await expectNoSidewaysScrolling(page, `${name} in German (phone)`);
        await expectAccessible(page, `${name} in German (${size})`);
        // The day is written as Germans write it, not as an American browser's own date field would.
        if (name === "today") await expect(page.getByLabel("Tag", { exact: true })).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
        if (size === "desktop" && name === "today") await screenshot(page, "dashboard-de", { forDocs: true });
      });
    }
  });
}
