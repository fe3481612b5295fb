import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, disconnectAll } from "@/lib/db/client";
import { chooseDatabaseUrl } from "@/lib/config/database-url";
import { createTestDatabase, testProviders, type TestDatabase } from "../support/databases";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";
import { seedMuseum } from "../support/seed-museum";
import { counters, createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// Kills the server with SIGKILL while reservations and ticket conversions run, restarts it on the
// same database, and checks that nothing a client was told happened is lost and nothing oversold.

const CAPACITY = 300;
const WORKERS = 16;
const KILLS = 3;
const CRON_SECRET = "crash-test-cron-secret-0123456789";

interface Seen {
  reservations: Set<string>;
  tickets: Set<string>;
}

async function postJson(url: string, apiKey: string, body: unknown): Promise<{ status: number; body: any } | null> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    // The server was killed mid-request: the client never learnt the outcome, so it claims nothing.
    return null;
  }
}

describe.each(testProviders())("SIGKILL under load on %s", (provider) => {
  let database: TestDatabase;
  let foyer: RunningFoyer;
  let apiKey: string;
  let ticketing: Ticketing;
  const seen: Seen = { reservations: new Set(), tickets: new Set() };

  const start = () => startFoyer(provider, { DATABASE_URL: database.url, CRON_SECRET, EXPIRY_SWEEP_SECONDS: "0" });

  beforeAll(async () => {
    database = await createTestDatabase(provider);
    foyer = await start();
    const museum = await seedMuseum(database.url, "crash");
    apiKey = museum.apiKey;
    chooseDatabaseUrl(database.url);
    ticketing = await createTicketing(museum.museumId, { capacity: CAPACITY });
  });

  afterAll(async () => {
    await foyer?.stop();
    await disconnectAll();
    await database?.drop();
  });

  it(`loses no acknowledged hold or ticket across ${KILLS} kills, never oversells, and leaves no hold stuck`, async () => {
    let running = true;
    let acknowledged = 0;
    const worker = async () => {
      while (running) {
        const hold = await postJson(`${foyer.baseUrl}/v1/ticket-reservations`, apiKey, { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
        if (hold?.status === 201) {
          seen.reservations.add(hold.body.id);
          acknowledged += 1;
          // Half become tickets, a third are cancelled (keeping the slot churning near capacity), the
          // rest stay held.
          if (acknowledged % 2 === 0) {
            const ticket = await postJson(`${foyer.baseUrl}/v1/tickets`, apiKey, { ticketReservationId: hold.body.id });
            if (ticket?.status === 201) seen.tickets.add(ticket.body.id);
          } else if (acknowledged % 3 === 0) {
            await fetch(`${foyer.baseUrl}/v1/ticket-reservations/${hold.body.id}`, { method: "DELETE", headers: { authorization: `Bearer ${apiKey}` } }).catch(() => null);
          }
        } else {
          // Full, or the server is down between a kill and its restart: wait a little.
          await new Promise((resolve) => setTimeout(resolve, hold === null ? 50 : 10));
        }
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, worker));
    for (let kill = 0; kill < KILLS; kill += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      process.kill(foyer.pid, "SIGKILL");
      await foyer.stop();
      foyer = await start();
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await load;

    expect(seen.reservations.size).toBeGreaterThan(0);
    const storedHolds = await db().ticketReservation.findMany({ where: { id: { in: [...seen.reservations] } }, select: { id: true } });
    expect(storedHolds.length).toBe(seen.reservations.size);
    const storedTickets = await db().ticket.count({ where: { id: { in: [...seen.tickets] }, status: "VALID" } });
    expect(storedTickets).toBe(seen.tickets.size);

    // The audit trail was written in the same transactions: every hold and ticket in the database,
    // whether its client saw the 201 or the process died first, has its entry, and no entry names a
    // hold or ticket that is not stored.
    const [allHolds, allTickets, entries] = await Promise.all([
      db().ticketReservation.findMany({ where: { timeSlotId: ticketing.timeSlotId }, select: { id: true, status: true } }),
      db().ticket.findMany({ where: { timeSlotId: ticketing.timeSlotId }, select: { id: true } }),
      db().auditEntry.findMany({ where: { entity: { in: ["ticketReservation", "ticket"] }, action: { in: ["create", "convert"] } }, select: { entity: true, entityId: true, action: true } }),
    ]);
    const entryIds = (entity: string, action: string) => entries.filter((entry) => entry.entity === entity && entry.action === action).map((entry) => entry.entityId).sort();
    expect(entryIds("ticketReservation", "create")).toEqual(allHolds.map((hold) => hold.id).sort());
    expect(entryIds("ticketReservation", "convert")).toEqual(allHolds.filter((hold) => hold.status === "CONVERTED").map((hold) => hold.id).sort());
    expect(entryIds("ticket", "create")).toEqual(allTickets.map((ticket) => ticket.id).sort());

    const during = await counters(ticketing);
    expect(during.slot.held + during.slot.sold).toBeLessThanOrEqual(CAPACITY);
    expect(during.slot.sold).toBe(during.slot.validTickets);
    expect(during.slot.held).toBe(during.slot.activeRows);

    // Fifteen minutes later, every hold a killed process left behind is released by expiry.
    await db().ticketReservation.updateMany({ where: { status: "ACTIVE" }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    const sweep = await fetch(`${foyer.baseUrl}/api/cron/release-expired`, { method: "POST", headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(sweep.status).toBe(200);
    const after = await counters(ticketing);
    expect(after.slot).toMatchObject({ held: 0, activeRows: 0, sold: during.slot.sold });
    expect(after.type).toMatchObject({ held: 0, activeRows: 0, sold: during.slot.sold });
  }, 300_000);
});
