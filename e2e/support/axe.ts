import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";

// axe-core, run inside the page under test. It is put into a document once and reused for every
// later check of that document (each look of a page, each dialog opened on it): injecting axe again
// for every check, and finishing each run in a fresh blank page, made a check about five times
// slower, and every page gets several checks (docs/dashboard.md, "Browser tests").

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The rule sets a page must pass: WCAG 2.1 A and AA, and axe's best practices. */
const RULES = { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] }, iframes: false } satisfies RunOptions;

// Sandboxed frames run no scripts, so axe cannot look inside them; the only ones are email previews,
// the customer's email rather than the dashboard. Any other frame would go unchecked, so it is refused.
const CONTEXT = { exclude: ["iframe[sandbox]"] } satisfies ElementContext;

type WithAxe = Window & { axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } };

export async function runAxe(page: Page): Promise<AxeResults> {
  const unsandboxed = await page.locator("iframe:not([sandbox])").count();
  if (unsandboxed > 0) throw new Error(`${unsandboxed} frame(s) without a sandbox: axe here does not look inside frames`);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  // An element still fading in (the scanner's answer appears over 120 ms) has the colours of a frame
  // on its way: axe judges the look a person reads, once the animations have finished (an endless one,
  // such as a spinner, never does, and is not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Typed after the fact: Playwright's types for a value as deep as axe's results never finish (TS2589).
  const results: unknown = await page.evaluate(({ context, options }) => (window as WithAxe).axe!.run(context, options), { context: CONTEXT, options: RULES });
  return results as AxeResults;
}
