"use client";

import { QueryClient, QueryClientProvider, type InvalidateOptions, type InvalidateQueryFilters } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { isRetryable } from "@/lib/dashboard/dashboard-error";

/**
 * Invalidating after a change first cancels a load still in flight: without data yet, TanStack Query
 * would hand the refetch that load's answer, read before the change (a custom field added before the
 * page's first list arrived stayed missing).
 */
class ChangeAwareQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    await this.cancelQueries(filters);
    return super.invalidateQueries(filters, options);
  }
}

// An ended session is not a reason to leave the page: a request refused for want of one (401) makes
// the shell say so and offer to sign in again, back to this page (components/shell/session-watch.tsx),
// while forms keep what was typed.
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new ChangeAwareQueryClient({
        defaultOptions: {
          queries: { staleTime: 5_000, retry: (count, error) => count < 2 && isRetryable(error) },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
