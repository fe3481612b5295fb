import type { Tx } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";

/**
 * A member number is unique within a museum. Checked up front for a clear message; the unique index
 * still stops a concurrent duplicate (mapped to the same ALREADY_EXISTS).
 */
export async function assertMemberNumberFree(tx: Tx, actor: Actor, memberNumber: string | null | undefined, customerId?: string): Promise<void> {
  if (!memberNumber) return;
  const holder = await tx.customer.findFirst({
    where: { museumId: actor.museumId, memberNumber, ...(customerId ? { NOT: { id: customerId } } : {}) },
    select: { id: true },
  });
  if (holder) {
    throw new AppError("ALREADY_EXISTS", `Member number ${memberNumber} belongs to another customer.`, [
      { path: "memberNumber", message: "Already used in this museum." },
    ]);
  }
}
