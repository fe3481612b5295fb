import type { Prisma } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { eraseCustomer } from "@/lib/domain/customers/erase-customer";
import { DAY_MS } from "./visitor-details";

// Members' details follow the visitors' rule from their membership's end (docs/operations.md, "Visitors'
// details"): a customer with memberships is kept while any of them is current, and erased (as on
// request, but with the ended memberships left as they are) once every one ended more than the museum's
// days ago, unless renewed. A cancelled membership ends when it was cancelled. A former member who
// visited since, or holds a ticket for a later visit, is kept until that visit is as old.

/** Customers of the museum whose last membership ended, and whose last visit was, before `cutoff`. */
export function formerMembersDueWhere(museumId: string, cutoff: Date): Prisma.CustomerWhereInput {
  const recentVisit = { OR: [{ timeSlot: { endsAt: { gte: cutoff } } }, { timeSlotId: null, createdAt: { gte: cutoff } }] };
  return {
    museumId,
    erasedAt: null,
    memberships: {
      some: {},
      none: { validTo: { gte: cutoff }, OR: [{ cancelledAt: null }, { cancelledAt: { gte: cutoff } }] },
    },
    orders: { none: recentVisit },
    tickets: { none: recentVisit },
  };
}

/** Erases the museum's former members past their time; answers how many. */
export async function eraseFormerMembers(museumId: string, days: number, now: Date): Promise<number> {
  if (days <= 0) return 0;
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const due = await db().customer.findMany({ where: formerMembersDueWhere(museumId, cutoff), select: { id: true }, take: 1_000 });
  for (const customer of due) await eraseCustomer({ actor: { museumId }, id: customer.id, endedMemberships: true });
  return due.length;
}
