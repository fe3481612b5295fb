import { db } from "@/lib/db/client";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { reservationSelect, toReservationRecord, type ReservationRecord } from "./reservation-record";

export async function listReservations({ actor, paging, filter }: ListArgs): Promise<ListResult<ReservationRecord>> {
  const where = await scopedWhere("TICKET_RESERVATION", filter, actor);
  const now = new Date();
  return pagedList(paging, db().ticketReservation.count({ where }), async (page) => {
    const rows = await db().ticketReservation.findMany({ where, select: reservationSelect, ...page });
    return rows.map((row) => toReservationRecord(row, now));
  });
}
