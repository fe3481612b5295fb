import { db } from "@/lib/db/client";
import { isOnSale, ON_SALE_SELECT } from "@/lib/domain/capacity/sellable";
import type { HoldTarget } from "./store-holds";

export type RefusalCode = "TICKET_TYPE_NOT_FOUND" | "TIME_SLOT_NOT_EXIST" | "TICKET_TYPE_NOT_ON_SALE" | "TIME_SLOT_CLOSED" | "TIME_SLOT_FULL" | "TICKET_TYPE_SOLD_OUT";
export type FullCode = Extract<RefusalCode, "TIME_SLOT_FULL" | "TICKET_TYPE_SOLD_OUT">;

/**
 * Why holds on `target` were not stored, read after the fact (only refused holds pay for this read).
 * The ticket type must be in the museum; the slot too, at the ticket type's location or both at none
 * (docs/api.md, "Reservations"; a mismatch reads as a missing slot); then a ticket type not on sale
 * (sellable.ts: the counters give it no room); then a closed slot, then a full slot is named before a sold-out ticket
 * type. Null: there is room now (it was freed since), so the holds may simply try again.
 */
export async function refusalOf(target: HoldTarget): Promise<RefusalCode | null> {
  const { museumId, ticketTypeId, timeSlotId } = target;
  const [ticketType, timeSlot] = await Promise.all([
    db().ticketType.findFirst({
      where: { id: ticketTypeId, museumId },
      select: { locationId: true, maxQuantity: true, activeHoldCount: true, soldCount: true, ...ON_SALE_SELECT },
    }),
    timeSlotId
      ? db().timeSlot.findFirst({
          where: { id: timeSlotId, museumId },
          select: { locationId: true, capacity: true, activeHoldCount: true, soldCount: true, closedAt: true },
        })
      : null,
  ]);
  if (!ticketType) return "TICKET_TYPE_NOT_FOUND";
  if (timeSlotId && (!timeSlot || timeSlot.locationId !== ticketType.locationId)) return "TIME_SLOT_NOT_EXIST";
  if (!isOnSale(ticketType)) return "TICKET_TYPE_NOT_ON_SALE";
  if (timeSlot?.closedAt) return "TIME_SLOT_CLOSED";
  if (timeSlot && timeSlot.activeHoldCount + timeSlot.soldCount >= timeSlot.capacity) return "TIME_SLOT_FULL";
  if (ticketType.activeHoldCount + ticketType.soldCount >= ticketType.maxQuantity) return "TICKET_TYPE_SOLD_OUT";
  return null;
}
