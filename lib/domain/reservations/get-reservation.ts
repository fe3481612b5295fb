import type { Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";
import { reservationSelect, toReservationRecord, type ReservationRecord } from "./reservation-record";

export async function getReservation({ actor, id, tx }: { actor: Actor; id: string; tx?: Tx }): Promise<ReservationRecord> {
  const row = await dbOr(tx).ticketReservation.findFirst({ where: { id, museumId: actor.museumId }, select: reservationSelect });
  if (!row) throw new AppError("RESERVATION_NOT_FOUND");
  return toReservationRecord(row);
}
