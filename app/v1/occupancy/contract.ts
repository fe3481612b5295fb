import { z } from "zod";
import { occupancySchema } from "@/lib/domain/occupancy/occupancy-schemas";
import { endpointContract } from "@/lib/http/endpoint-contract";

// The contract of /v1/occupancy (lib/http/endpoint-contract.ts; docs/admission.md, "Who is inside now").

export const occupancyContracts = {
  get: endpointContract({
    summary: "Who is inside now, per location",
    description:
      "One entry per location of the museum, oldest location first: how many visitors are inside (admitted, not yet scanned out or closed at their slot's end), " +
      "and the location's maxOccupancy. A check-in that would pass maxOccupancy is refused 409 LOCATION_FULL.",
    tag: "Check-in",
    success: { status: 200, description: "Occupancy per location.", schema: z.object({ list: z.array(occupancySchema) }) },
    errors: [],
  }),
};
