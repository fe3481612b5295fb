import type { Actor } from "@/lib/domain/actor";
import { storeHold, type StoredHold } from "./hold-batcher";

export type CreatedReservation = StoredHold;

/**
 * Holds one unit of the time slot (if given) and of the ticket type for 15 minutes. Concurrent holds
 * are stored together (hold-batcher.ts); each caller gets its own answer or error.
 */
export async function createReservation({
  actor,
  ticketTypeId,
  timeSlotId,
}: {
  actor: Actor;
  ticketTypeId: string;
  timeSlotId?: string;
}): Promise<CreatedReservation> {
  return storeHold(
    { museumId: actor.museumId, ticketTypeId, timeSlotId: timeSlotId ?? null },
    { apiKeyId: actor.apiKeyId ?? null, userId: actor.userId ?? null },
  );
}
