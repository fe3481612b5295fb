import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { SalesSummaryInput } from "./sales-schemas";

// What a museum sold in a period: valid tickets by the day they were sold and by ticket type, with
// revenue per currency (a ticket keeps the price and currency it was sold at). Cancelled tickets are
// not sales.

export interface Money {
  currency: string;
  /** In minor units of the currency. */
  amount: number;
}

export interface SalesDay {
  /** YYYY-MM-DD in the summary's time zone. */
  date: string;
  ticketsSold: number;
  revenue: Money[];
}

export interface TicketTypeSales {
  ticketTypeId: string;
  name: string;
  ticketsSold: number;
  revenue: Money[];
}

export interface SalesSummary {
  from: Date;
  to: Date;
  timeZone: string;
  ticketsSold: number;
  revenue: Money[];
  days: SalesDay[];
  ticketTypes: TicketTypeSales[];
}

class Tally {
  ticketsSold = 0;
  private readonly amounts = new Map<string, number>();

  add(price: number, currency: string): void {
    this.ticketsSold += 1;
    this.amounts.set(currency, (this.amounts.get(currency) ?? 0) + price);
  }

  revenue(): Money[] {
    return [...this.amounts].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount }));
  }
}

function tallyOf<K>(tallies: Map<K, Tally>, key: K): Tally {
  let tally = tallies.get(key);
  if (!tally) tallies.set(key, (tally = new Tally()));
  return tally;
}

// Sales are read in pages along the (museumId, createdAt, id) index and tallied as they come, so a
// year of a busy museum's tickets never sits in memory at once.
const PAGE_SIZE = 5000;

async function forEachSale(actor: Actor, { from, to }: SalesSummaryInput, pageSize: number, visit: (sale: Sale) => void): Promise<void> {
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const page: Sale[] = await db().ticket.findMany({
      where: {
        museumId: actor.museumId,
        status: "VALID",
        createdAt: { gte: from, lt: to },
        ...(after ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] } : {}),
      },
      select: { id: true, createdAt: true, ticketTypeId: true, price: true, currency: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: pageSize,
    });
    page.forEach(visit);
    if (page.length < pageSize) return;
    after = page[page.length - 1];
  }
}

interface Sale {
  id: string;
  createdAt: Date;
  ticketTypeId: string;
  price: number;
  currency: string;
}

export async function salesSummary({ actor, input, pageSize = PAGE_SIZE }: { actor: Actor; input: SalesSummaryInput; pageSize?: number }): Promise<SalesSummary> {
  const { from, to, timeZone } = input;
  // en-CA writes dates as YYYY-MM-DD.
  const dayOf = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const total = new Tally();
  const days = new Map<string, Tally>();
  const types = new Map<string, Tally>();
  await forEachSale(actor, input, pageSize, (sale) => {
    total.add(sale.price, sale.currency);
    tallyOf(days, dayOf.format(sale.createdAt)).add(sale.price, sale.currency);
    tallyOf(types, sale.ticketTypeId).add(sale.price, sale.currency);
  });
  const names = await db().ticketType.findMany({
    where: { museumId: actor.museumId, id: { in: [...types.keys()] } },
    select: { id: true, name: true },
  });
  const nameOf = new Map(names.map((type) => [type.id, type.name]));
  return {
    from,
    to,
    timeZone,
    ticketsSold: total.ticketsSold,
    revenue: total.revenue(),
    days: [...days]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, tally]) => ({ date, ticketsSold: tally.ticketsSold, revenue: tally.revenue() })),
    ticketTypes: [...types]
      .map(([ticketTypeId, tally]) => ({ ticketTypeId, name: nameOf.get(ticketTypeId) ?? "", ticketsSold: tally.ticketsSold, revenue: tally.revenue() }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.ticketTypeId.localeCompare(b.ticketTypeId)),
  };
}
