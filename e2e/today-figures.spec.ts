import type { Locator } from "@playwright/test";
import { restClient } from "./support/rest";
import { DESKTOP, expect, expectNoSidewaysScrolling, PHONE, screenshot, test } from "./support/test";

// Today's figures (docs/dashboard.md, "Today"): cards of one height whose labels, numbers and hints
// line up across each row, on a laptop and a 360-px phone, in English and German; and Available
// counts only ticket types on sale, so a slot of an unpublished event adds nothing to it.

const LOOKS = [
  { language: "en", inNumbers: "The day in numbers", available: "Available" },
  { language: "de", inNumbers: "Der Tag in Zahlen", available: "Verfügbar" },
] as const;

/** Each card's box and its number's top, in the order the page shows them. */
async function cardGeometry(summary: Locator) {
  return summary.locator(":scope > div").evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      const value = card.children[1]!.getBoundingClientRect();
      return { top: Math.round(box.top), left: Math.round(box.left), right: Math.round(box.right), height: Math.round(box.height), valueTop: Math.round(value.top) };
    }),
  );
}

test("Today's figures line up on a laptop and a 360-px phone, in English and German", async ({ page, context, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.viewer);
  for (const { language, inNumbers } of LOOKS) {
    await context.addCookies([{ name: "foyer.language", value: language, url: foyer.baseUrl }]);
    for (const [size, viewport] of [["laptop", DESKTOP], ["phone", PHONE]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/museums/${museums.harbour.id}/today`);
      const summary = page.getByRole("region", { name: inNumbers });
      await expect(summary.locator(":scope > div").first()).not.toContainText("…");
      const cards = await cardGeometry(summary);
      const bounds = (await summary.boundingBox())!;
      expect(cards.length).toBeGreaterThanOrEqual(5);
      const rows = new Map<number, typeof cards>();
      for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
      if (size === "phone") expect([...rows.values()].every((row) => row.length <= 2), "two cards to a row on a phone").toBe(true);
      else {
        expect(rows.size, "a laptop shows the day's figures in one row").toBe(1);
        expect(cards.at(-1)!.right, "the row fills the width: no empty column").toBeGreaterThan(bounds.x + bounds.width - 2);
      }
      for (const row of rows.values()) {
        expect(new Set(row.map((card) => card.height)).size, `${language} ${size}: cards of one row are one height`).toBe(1);
        expect(new Set(row.map((card) => card.valueTop)).size, `${language} ${size}: numbers of one row line up`).toBe(1);
      }
      for (const card of cards) expect(card.left >= bounds.x - 0.5 && card.right <= bounds.x + bounds.width + 0.5, `${language} ${size}: a card stays inside the figures`).toBe(true);
      if (size === "phone") await expectNoSidewaysScrolling(page, `Today on a phone in ${language}`);
      await screenshot(page, `today-figures-${language}-${size}`, { fullPage: false });
    }
  }
  await context.addCookies([{ name: "foyer.language", value: "en", url: foyer.baseUrl }]);
});

test("Available counts only ticket types on sale: a slot of an unpublished event adds nothing", async ({ page, foyer, signIn }) => {
  const { museums, apiKey, staff } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  // A slot tomorrow of an event nobody can buy yet, with a published ticket type of its own.
  const startsAt = new Date(Math.ceil((Date.now() + 26 * 3_600_000) / 60_000) * 60_000);
  const endsAt = new Date(startsAt.getTime() + 53 * 60_000);
  const day = startsAt.toISOString().slice(0, 10);
  await signIn(staff.viewer);
  await page.goto(`/museums/${museums.harbour.id}/today?date=${day}`);
  const summary = page.getByRole("region", { name: "The day in numbers" });
  const available = summary.locator(":scope > div").filter({ hasText: /^Available/ }).locator("span").nth(1);
  // While the day loads the figure is "…" with words for screen readers: wait for the number itself.
  await expect(available).toHaveText(/^\d[\d,]*$/);
  const before = Number((await available.innerText()).replace(/\D/g, ""));

  const draft = await api.post<{ id: string }>("/v1/events", { name: "Draft exhibition", published: false });
  await api.post("/v1/ticket-types", { eventId: draft.body.id, name: "Draft entry", price: 900, masterLanguage: "en", maxQuantity: 40, published: true });
  const slot = await api.post<{ id: string }>("/v1/time-slots", { eventId: draft.body.id, capacity: 40, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });
  expect(slot.status).toBe(201);

  const time = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", hour: "2-digit", minute: "2-digit" });
  const card = page.getByRole("article", { name: `${time.format(startsAt)} – ${time.format(endsAt)}` });
  await expect(card).toContainText("Draft exhibition");
  await expect(card.locator("dl > div").filter({ has: page.locator("dt", { hasText: /^Available$/ }) }).locator("dd")).toHaveText("0");
  await expect(available).toHaveText(before.toLocaleString("en"));
});
