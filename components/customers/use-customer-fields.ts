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

const LANGUAGES = ["en", "de", "fr", "it", "es", "nl", "pt", "da", "sv", "nb", "fi", "pl", "cs", "sk", "hu", "sl", "hr", "el", "tr", "ja", "zh"];

/** The languages offered for a customer's emails, named in `locale` (the dashboard's), with the customer's own first when it is another. */
export function languageOptions(current: string, locale = "en"): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "language" });
  const codes = LANGUAGES.includes(current) || current === "" ? LANGUAGES : [current, ...LANGUAGES];
  return codes.map((code) => ({ code, name: names.of(code) ?? code }));
}
