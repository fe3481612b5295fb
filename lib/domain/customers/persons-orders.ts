import type { Prisma } from "@/lib/db/client";

// Which orders are a person's (docs/operations.md, "Access requests"): the ones linked to their customer
// record, and the ones placed with their email address without a customer link (a web shop's guest
// checkout). An order with their address but linked to another customer record is that customer's: a
// family member may book with a shared address, and neither an export nor an erasure reaches into
// another person's records. Emails are stored lower case on both records.

export function personsOrdersWhere(museumId: string, customer: { id: string; email: string | null }): Prisma.OrderWhereInput {
  const byEmail: Prisma.OrderWhereInput[] = customer.email ? [{ customerId: null, email: customer.email }] : [];
  return { museumId, OR: [{ customerId: customer.id }, ...byEmail] };
}
