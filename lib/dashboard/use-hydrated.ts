"use client";

import { useSyncExternalStore } from "react";

/** For `useSyncExternalStore` reads that never change while the page is open. */
export const noSubscription = () => () => undefined;

/**
 * False while the server renders and React hydrates, true after. A form whose submit runs in the
 * browser keeps its button disabled until then: a press before hydration would submit the form the
 * browser's own way, putting a typed email address in the page's URL and sending nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
