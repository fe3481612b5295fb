"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { DashboardError, isRetryable } from "@/lib/dashboard/dashboard-error";

export function QueryProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [client] = useState(() => {
    // An expired session shows up as UNAUTHORIZED on whatever request comes next: back to sign-in.
    const signInAgainWhenUnauthorized = (error: unknown) => {
      if (error instanceof DashboardError && error.code === "UNAUTHORIZED") router.replace("/sign-in");
    };
    return new QueryClient({
      queryCache: new QueryCache({ onError: signInAgainWhenUnauthorized }),
      mutationCache: new MutationCache({ onError: signInAgainWhenUnauthorized }),
      defaultOptions: {
        queries: { staleTime: 5_000, retry: (count, error) => count < 2 && isRetryable(error) },
        mutations: { retry: false },
      },
    });
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
