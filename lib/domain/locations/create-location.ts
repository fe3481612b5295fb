import type { Actor } from "@/lib/domain/actor";
import { auditedCreate } from "@/lib/domain/audit/audit-change";
import { locationSelect, type LocationRecord } from "./location-record";
import type { CreateLocationInput } from "./location-schemas";

export async function createLocation({ actor, input }: { actor: Actor; input: CreateLocationInput }): Promise<LocationRecord> {
  return auditedCreate(actor, "location", (tx) => tx.location.create({ data: { ...input, museumId: actor.museumId }, select: locationSelect }));
}
