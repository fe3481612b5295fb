"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { isRetryable } from "@/lib/dashboard/dashboard-error";

// An ended session is not a reason to leave the page: a request refused for want of one (401) makes
// the shell say so and offer to sign in again, back to this page (components/shell/session-watch.tsx),
// while forms keep what was typed.
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 5_000, retry: (count, error) => count < 2 && isRetryable(error) },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
