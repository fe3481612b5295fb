import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { createApiKey } from "@/lib/domain/api-keys/create-api-key";
import { createMuseum } from "@/lib/domain/museums/create-museum";

// The bench's own museum: one event with a published ticket type, a hot slot, 100 slots to spread
// over, a small slot to sell out, and (optionally) 100,000 customers, half of them members.
export const UNLIMITED = 1_000_000_000;
export const SELL_OUT_CAPACITY = 500;

export interface BenchMuseum {
  museumId: string;
  apiKey: string;
  eventId: string;
  ticketTypeId: string;
  hotSlotId: string;
  spreadSlotIds: string[];
  sellOutSlotId: string;
}

export async function seedBenchMuseum(slug: string): Promise<BenchMuseum> {
  const museum = await createMuseum({ name: `Bench ${slug}`, slug });
  const key = await createApiKey({ museumId: museum.id, name: "bench" });
  const event = await db().event.create({ data: { museumId: museum.id, name: "Blockbuster", published: true } });
  const ticketType = await db().ticketType.create({
    data: {
      museumId: museum.id,
      eventId: event.id,
      name: "Timed entry",
      price: 2400,
      currency: "EUR",
      masterLanguage: "en",
      maxQuantity: UNLIMITED,
      published: true,
      translations: { create: [{ language: "de", name: "Zeitfenster", description: "" }] },
    },
  });
  const slot = (capacity: number, hour: number) => ({
    id: randomUUID(),
    museumId: museum.id,
    eventId: event.id,
    startsAt: new Date(Date.UTC(2030, 0, 1, hour % 24)),
    endsAt: new Date(Date.UTC(2030, 0, 1, hour % 24, 59)),
    capacity,
  });
  const hot = slot(UNLIMITED, 9);
  const spread = Array.from({ length: 100 }, (_, index) => slot(UNLIMITED, index));
  const sellOut = slot(SELL_OUT_CAPACITY, 20);
  await db().timeSlot.createMany({ data: [hot, ...spread, sellOut] });
  return {
    museumId: museum.id,
    apiKey: key.key,
    eventId: event.id,
    ticketTypeId: ticketType.id,
    hotSlotId: hot.id,
    spreadSlotIds: spread.map((s) => s.id),
    sellOutSlotId: sellOut.id,
  };
}

const FIRST = ["Ada", "Bruno", "Clara", "David", "Elif", "Farid", "Greta", "Hugo", "Ines", "Jonas", "Kemal", "Lena", "Mia", "Noah"];
const LAST = ["Fischer", "Rossi", "Nowak", "Okafor", "Lindqvist", "Moreau", "Yilmaz", "Schmidt", "Berg", "Costa"];

/** Inserts `count` customers (every second one a member) in batches; reports progress. */
export async function seedCustomers(museumId: string, count: number, progress: (done: number) => void): Promise<void> {
  const batch = 5_000;
  const start = Date.UTC(2025, 0, 1);
  for (let offset = 0; offset < count; offset += batch) {
    const customers = Array.from({ length: Math.min(batch, count - offset) }, (_, i) => {
      const n = offset + i;
      return {
        id: randomUUID(),
        museumId,
        name: `${FIRST[n % FIRST.length]} ${LAST[(n * 7) % LAST.length]} ${n}`,
        email: `${FIRST[(n * 3) % FIRST.length]!.toLowerCase()}.${n}@example.org`,
        memberNumber: n % 2 === 0 ? `B-${n}` : null,
        createdAt: new Date(start + n),
      };
    });
    await db().customer.createMany({ data: customers });
    await db().membership.createMany({
      data: customers
        .filter((customer) => customer.memberNumber)
        .map((customer, i) => ({
          museumId,
          customerId: customer.id,
          name: "Individual membership",
          validFrom: new Date(start),
          validTo: new Date(start + ((i * 86_400_000) % (730 * 86_400_000))),
        })),
    });
    progress(offset + customers.length);
  }
}
