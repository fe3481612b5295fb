import type { Tx } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { ticketTypeOnSale } from "@/lib/domain/capacity/sellable";
import { AppError } from "@/lib/errors/app-error";
import { incrementSlot, incrementTicketType, type CapacityTarget, type CapacityUnits, type Counter } from "@/lib/domain/capacity/capacity-counters";
import type { FullCode } from "./hold-refusal";
import { releaseExpiredHolds, type ExpiredScope } from "./release-expired-holds";

export interface ResolvedTarget extends CapacityTarget {
  price: number;
  currency: string;
}

/**
 * Looks up the ticket type and optional time slot in the actor's museum. The slot must share the
 * ticket type's location, or both have none (docs/api.md, "Reservations"); a mismatch reads as a missing slot.
 */
export async function resolveTarget({
  actor,
  ticketTypeId,
  timeSlotId,
}: {
  actor: Actor;
  ticketTypeId: string;
  timeSlotId?: string | null;
}): Promise<ResolvedTarget> {
  const [ticketType, timeSlot] = await Promise.all([
    db().ticketType.findFirst({
      where: { id: ticketTypeId, museumId: actor.museumId },
      select: { locationId: true, price: true, currency: true },
    }),
    timeSlotId ? db().timeSlot.findFirst({ where: { id: timeSlotId, museumId: actor.museumId }, select: { locationId: true } }) : null,
  ]);
  if (!ticketType) throw new AppError("TICKET_TYPE_NOT_FOUND");
  if (timeSlotId && (!timeSlot || timeSlot.locationId !== ticketType.locationId)) throw new AppError("TIME_SLOT_NOT_EXIST");
  return { ticketTypeId, timeSlotId: timeSlotId ?? null, price: ticketType.price, currency: ticketType.currency };
}

/** One claim of withClaimedCapacity: `units` of a target, and what a refusal of it says in its details. */
export interface CapacityClaim extends CapacityUnits {
  details?: unknown;
  /** A group order's: it may take the places the slot keeps for groups (room-sql.ts). */
  forGroup?: boolean;
}

/** Thrown inside a claiming attempt when a claim finds no room; the attempt's transaction rolls back. */
export class ClaimRefused extends Error {
  constructor(
    readonly code: FullCode,
    readonly claim: CapacityClaim,
  ) {
    super(code);
  }
}

/**
 * Takes each claim's units of `counter` on its slot (if any) and ticket type, then runs `work`, all in
 * one transaction: every claim or none. Claims go in the order given; callers with several pass them
 * sorted by ticket type, so every writer locks the slot first and ticket types in id order
 * (lib/domain/capacity/capacity-counters.ts). Refusals are answered as retryFullClaims says.
 */
export async function withClaimedCapacity<T>(claims: CapacityClaim[], counter: Counter, work: (tx: Tx) => Promise<T>): Promise<T> {
  return retryFullClaims(() =>
    inTransaction(undefined, async (tx) => {
      for (const claim of claims) {
        const units = claim.units ?? 1;
        if (claim.timeSlotId && !(await incrementSlot(tx, claim.timeSlotId, counter, units, claim.forGroup))) throw new ClaimRefused("TIME_SLOT_FULL", claim);
        if (!(await incrementTicketType(tx, claim.ticketTypeId, counter, units))) throw new ClaimRefused("TICKET_TYPE_SOLD_OUT", claim);
      }
      return work(tx);
    }),
  );
}

/**
 * Runs `attempt`, which claims capacity in one transaction and throws ClaimRefused when a claim does
 * not fit. A closed slot refuses with TIME_SLOT_CLOSED; a ticket type that is not on sale with
 * TICKET_TYPE_NOT_ON_SALE (room-sql.ts gives it no room, so no read is spent on the rule while claims
 * fit, and a type unpublished at the same moment sells nothing). When a slot or type is full, its
 * expired holds are released (outside any transaction that holds counter locks) and the attempt runs again; still
 * full → TIME_SLOT_FULL or TICKET_TYPE_SOLD_OUT, with the refused claim's details.
 */
export async function retryFullClaims<T>(attempt: () => Promise<T>): Promise<T> {
  const swept = new Set<string>();
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ClaimRefused)) throw error;
      if (error.code === "TIME_SLOT_FULL" && (await slotClosed(error.claim.timeSlotId!))) throw new AppError("TIME_SLOT_CLOSED", undefined, error.claim.details);
      if (error.code === "TICKET_TYPE_SOLD_OUT" && !(await ticketTypeOnSale(error.claim.ticketTypeId))) {
        throw new AppError("TICKET_TYPE_NOT_ON_SALE", undefined, error.claim.details);
      }
      const scope = fullScope(error.code, error.claim);
      const sweepKey = `${error.code}/${scope.timeSlotId ?? scope.ticketTypeId}`;
      if (swept.has(sweepKey)) throw new AppError(error.code, undefined, error.claim.details);
      swept.add(sweepKey);
      await releaseExpiredHolds(scope);
    }
  }
}

async function slotClosed(timeSlotId: string): Promise<boolean> {
  const slot = await db().timeSlot.findUnique({ where: { id: timeSlotId }, select: { closedAt: true } });
  return Boolean(slot?.closedAt);
}

function fullScope(code: FullCode, claim: CapacityClaim): ExpiredScope {
  return code === "TIME_SLOT_FULL" ? { timeSlotId: claim.timeSlotId } : { ticketTypeId: claim.ticketTypeId };
}
