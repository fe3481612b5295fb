"use client";

import { useQuery } from "@tanstack/react-query";
import type { ChangeEventHandler } from "react";
import { useTranslations } from "use-intl";
import { Field } from "@/components/forms/field";
import { useMuseum } from "@/components/shell/museum-context";
import { fetchLocations } from "@/lib/dashboard/documents/events";
import { museumKeys } from "@/lib/dashboard/query-keys";

/** The museum's locations to choose from, "No location" first (the value ""). */
export function LocationField({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange: ChangeEventHandler<HTMLSelectElement> }) {
  const t = useTranslations("LocationField");
  const museum = useMuseum();
  const locations = useQuery({ queryKey: museumKeys.locations(museum.id), queryFn: () => fetchLocations(museum.id), staleTime: 60_000 });
  return (
    <Field id={id} label={t("label")} error={error}>
      {(control) => (
        <select {...control} className="select" value={value} onChange={onChange}>
          <option value="">{t("none")}</option>
          {locations.data?.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
