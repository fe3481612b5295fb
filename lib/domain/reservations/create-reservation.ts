import { randomBytes } from "node:crypto";
import type { Actor } from "@/lib/domain/actor";
import { resolveTarget, withClaimedCapacity } from "./claim-capacity";

// Spec 8: a reservation lives 15 minutes.
export const RESERVATION_LIFETIME_MS = 15 * 60 * 1000;

export interface CreatedReservation {
  id: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Holds one unit of the time slot (if given) and of the ticket type for 15 minutes. */
export async function createReservation({
  actor,
  ticketTypeId,
  timeSlotId,
}: {
  actor: Actor;
  ticketTypeId: string;
  timeSlotId?: string;
}): Promise<CreatedReservation> {
  const target = await resolveTarget({ actor, ticketTypeId, timeSlotId });
  return withClaimedCapacity(target, "activeHoldCount", async (tx) => {
    const createdAt = new Date();
    const reservation = {
      id: randomBytes(64).toString("hex"),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + RESERVATION_LIFETIME_MS),
    };
    await tx.ticketReservation.create({
      data: {
        ...reservation,
        museumId: actor.museumId,
        ticketTypeId,
        timeSlotId: target.timeSlotId,
        apiKeyId: actor.apiKeyId ?? null,
        userId: actor.userId ?? null,
      },
      select: { id: true },
    });
    return reservation;
  });
}
