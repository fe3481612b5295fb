import { expect, type Locator } from "@playwright/test";

// A page is served as HTML first and taken over by React after: a press before that reaches the
// browser's own form handling (a reload with nothing said), and more so on a loaded machine.

/** Waits until React has hydrated `element` (its fiber is attached), so what the test types and presses reaches the page's own handlers. */
export async function untilHydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$")))).toBe(true);
}
