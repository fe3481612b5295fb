import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";
import { reservationSelect, toReservationRecord, type ReservationRecord } from "./reservation-record";

export async function getReservation({ actor, id }: { actor: Actor; id: string }): Promise<ReservationRecord> {
  const row = await db().ticketReservation.findFirst({ where: { id, museumId: actor.museumId }, select: reservationSelect });
  if (!row) throw new AppError("RESERVATION_NOT_FOUND");
  return toReservationRecord(row);
}
