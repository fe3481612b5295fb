"use client";

import { useQuery } from "@tanstack/react-query";
import type { ChangeEventHandler } from "react";
import { Field } from "@/components/forms/field";
import { useMuseum } from "@/components/shell/museum-context";
import { fetchLocations } from "@/lib/dashboard/documents/events";
import { museumKeys } from "@/lib/dashboard/query-keys";

/** The museum's locations to choose from, "No location" first (the value ""). */
export function LocationField({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange: ChangeEventHandler<HTMLSelectElement> }) {
  const museum = useMuseum();
  const locations = useQuery({ queryKey: museumKeys.locations(museum.id), queryFn: () => fetchLocations(museum.id), staleTime: 60_000 });
  return (
    <Field id={id} label="Location" error={error}>
      {(control) => (
        <select {...control} className="select" value={value} onChange={onChange}>
          <option value="">No location</option>
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
