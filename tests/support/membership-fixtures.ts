import { db } from "@/lib/db/client";

// Customers and memberships made straight in a server's database (set DATABASE_URL to it first), so
// email and QR tests do not depend on the CRUD endpoints.

const DAY = 86_400_000;

export interface MemberOptions {
  customerName?: string;
  email?: string | null;
  language?: string;
  membershipName?: string;
  /** Days from now; negative is in the past. */
  fromDays?: number;
  toDays?: number;
  status?: "ACTIVE" | "CANCELLED";
  autoRenew?: boolean;
}

export interface Member {
  customerId: string;
  membershipId: string;
  museumId: string;
  validFrom: Date;
  validTo: Date;
}

export async function createMember(museumId: string, options: MemberOptions = {}): Promise<Member> {
  const customer = await db().customer.create({
    data: {
      museumId,
      name: options.customerName ?? "Ada Lovelace",
      email: options.email === undefined ? "ada@example.org" : options.email,
      language: options.language ?? "en",
    },
    select: { id: true },
  });
  const now = Date.now();
  const validFrom = new Date(now + (options.fromDays ?? -30) * DAY);
  const validTo = new Date(now + (options.toDays ?? 335) * DAY);
  const membership = await db().membership.create({
    data: {
      museumId,
      customerId: customer.id,
      name: options.membershipName ?? "Annual pass",
      validFrom,
      validTo,
      status: options.status ?? "ACTIVE",
      autoRenew: options.autoRenew ?? false,
      cancelledAt: options.status === "CANCELLED" ? new Date(now) : null,
    },
    select: { id: true },
  });
  return { customerId: customer.id, membershipId: membership.id, museumId, validFrom, validTo };
}
