"use client";

import { useQuery } from "@tanstack/react-query";
import { useMuseum } from "@/components/shell/museum-context";
import type { CustomFieldDefinition } from "@/lib/dashboard/customer-form";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { museumKeys } from "@/lib/dashboard/query-keys";

/** The museum's custom customer fields as Settings defines them (label, key, type). */
export function useCustomerFields() {
  const museum = useMuseum();
  return useQuery({
    queryKey: museumKeys.customerFields(museum.id),
    queryFn: () => dashboardApi<{ list: CustomFieldDefinition[] }>(museum.id, "customer-fields"),
    staleTime: 60_000,
  });
}
