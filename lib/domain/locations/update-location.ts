import type { Actor } from "@/lib/domain/actor";
import { auditedUpdate } from "@/lib/domain/audit/audit-change";
import { getLocation } from "./get-location";
import type { LocationRecord } from "./location-record";
import type { UpdateLocationInput } from "./location-schemas";

export async function updateLocation({ actor, id, input }: { actor: Actor; id: string; input: UpdateLocationInput }): Promise<LocationRecord> {
  return auditedUpdate(actor, { entity: "location", id, read: (tx) => getLocation({ actor, id, tx }) }, (tx) =>
    tx.location.update({ where: { id }, data: input }),
  );
}
