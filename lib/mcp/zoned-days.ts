import { recordZones } from "@/lib/domain/locations/record-zones";
import type { ToolContext } from "./tool-kit";

// The zones a hand-made tool reads a museum's records in (the catalog's operations read them in the
// domain, lib/domain/locations/record-zones.ts).

export interface MuseumZones {
  /** A location's zone, or the museum's own when there is no location (or it is not the museum's). */
  zoneOf(locationId: string | null | undefined): string;
}

/** The zones the museum's records read in, by recordZones' one rule, read once for a tool call (its role was checked by registerTool). */
export async function museumZones(context: ToolContext, museumId: string): Promise<MuseumZones> {
  const zoneOf = await recordZones({ museumId, userId: context.caller.userId });
  return { zoneOf: (locationId) => zoneOf(locationId ?? null) };
}
