import { randomUUID } from "node:crypto";
import { db, sqliteTimestamp, withSqliteConnection } from "@/lib/db/client";
import { createApiKey } from "@/lib/domain/api-keys/create-api-key";
import { createMuseum } from "@/lib/domain/museums/create-museum";

// The bench's own museum: one event with a published ticket type, a hot slot, the same keeping places
// for groups (docs/orders.md, "Places kept for groups"), 100 slots to spread over, a small slot to sell out, a slot to warm the server up on (its holds are not checked), and
// (optionally, on SQLite) 100,000 customers, half of them members.
export const UNLIMITED = 1_000_000_000;
export const SELL_OUT_CAPACITY = 500;

export interface BenchMuseum {
  museumId: string;
  apiKey: string;
  eventId: string;
  ticketTypeId: string;
  hotSlotId: string;
  /** A hot slot keeping 100 places for groups, so every hold reads what groups took (room-sql.ts). */
  groupKeepingSlotId: string;
  spreadSlotIds: string[];
  sellOutSlotId: string;
  warmUpSlotId: string;
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
  const groupKeeping = { ...slot(UNLIMITED, 10), groupCapacity: 100 };
  const spread = Array.from({ length: 100 }, (_, index) => slot(UNLIMITED, index));
  const sellOut = slot(SELL_OUT_CAPACITY, 20);
  const warmUp = slot(UNLIMITED, 21);
  await db().timeSlot.createMany({ data: [hot, groupKeeping, ...spread, sellOut, warmUp] });
  return {
    museumId: museum.id,
    apiKey: key.key,
    eventId: event.id,
    ticketTypeId: ticketType.id,
    hotSlotId: hot.id,
    groupKeepingSlotId: groupKeeping.id,
    spreadSlotIds: spread.map((s) => s.id),
    sellOutSlotId: sellOut.id,
    warmUpSlotId: warmUp.id,
  };
}

const FIRST = ["Ada", "Bruno", "Clara", "David", "Elif", "Farid", "Greta", "Hugo", "Ines", "Jonas", "Kemal", "Lena", "Mia", "Noah"];
const LAST = ["Fischer", "Rossi", "Nowak", "Okafor", "Lindqvist", "Moreau", "Yilmaz", "Schmidt", "Berg", "Costa"];

/**
 * Inserts `count` customers (every second one a member), SQLite only, straight into the tables on one
 * connection: through Prisma the 150,000 rows alone took about a minute of the bench's five.
 */
export async function seedCustomers(museumId: string, count: number, progress: (done: number) => void): Promise<void> {
  const batch = 20_000;
  const start = Date.UTC(2025, 0, 1);
  const day = 86_400_000;
  const now = sqliteTimestamp(new Date());
  for (let offset = 0; offset < count; offset += batch) {
    const size = Math.min(batch, count - offset);
    await withSqliteConnection((connection) => {
      const customer = connection.prepare(
        `INSERT INTO "Customer" ("id", "museumId", "name", "email", "memberNumber", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      const membership = connection.prepare(
        `INSERT INTO "Membership" ("id", "museumId", "customerId", "name", "validFrom", "validTo", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      connection.transaction(() => {
        for (let n = offset; n < offset + size; n++) {
          const id = randomUUID();
          const member = n % 2 === 0;
          const email = `${FIRST[(n * 3) % FIRST.length]!.toLowerCase()}.${n}@example.org`;
          customer.run(id, museumId, `${FIRST[n % FIRST.length]} ${LAST[(n * 7) % LAST.length]} ${n}`, email, member ? `B-${n}` : null, sqliteTimestamp(new Date(start + n)), now);
          // Memberships end on one of 730 days, as the earlier seed (2,500 members per 5,000 customers) spread them.
          const validTo = new Date(start + ((((n % 5_000) / 2) * day) % (730 * day)));
          if (member) membership.run(randomUUID(), museumId, id, "Individual membership", sqliteTimestamp(new Date(start)), sqliteTimestamp(validTo), now, now);
        }
      })();
    });
    progress(offset + size);
  }
}
