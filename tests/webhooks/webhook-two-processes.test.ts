import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { db, disconnectAll } from "@/lib/db/client";
import { chooseDatabaseUrl } from "@/lib/config/database-url";
import { createTestDatabase, testProviders, type TestDatabase } from "../support/databases";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";
import { seedMuseum } from "../support/seed-museum";
import { createTicketing, type Ticketing } from "../support/ticketing-fixtures";
import { deliveringWebhooks, eventKey, keyOf, startReceiver, waitFor, webhookId, type Change, type Receiver } from "./webhook-receiver";

// Two Foyer processes on one PostgreSQL database, both running the webhook worker (docs/webhooks.md,
// "Delivery"): each claims a due delivery with a conditional update, so with a healthy receiver every
// event arrives exactly once, whichever process sent it. SQLite is one process's file, so this runs
// on PostgreSQL only.

const CHANGES = 200;
const CONCURRENT_REQUESTS = 8;
const SERVER_ENV = deliveringWebhooks({
  // Both poll often, so they meet the same due rows and race for them.
  WEBHOOK_POLL_MS: "10",
  WEBHOOK_RETRY_WAITS_MS: "200",
  // The worker's "webhook round" lines (info) count what each process delivered.
  LOG_LEVEL: "info",
});

/** How many deliveries a process reported in its "webhook round" log lines (lib/log/logger.ts's JSON). */
function deliveredBy(foyer: RunningFoyer): number {
  const rounds = foyer.output().matchAll(/"message":"webhook round","delivered":(\d+)/g);
  return [...rounds].reduce((sum, round) => sum + Number(round[1]), 0);
}

async function postJson(url: string, apiKey: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(url, { method: "POST", headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const postgres = testProviders().includes("postgresql");
if (!postgres) console.warn("\n!!! TEST_DATABASE_URL is not set: the two-process webhook delivery test (PostgreSQL) is SKIPPED.\n");

describe.skipIf(!postgres)("webhooks from two processes on one PostgreSQL database", () => {
  let database: TestDatabase;
  let first: RunningFoyer;
  let second: RunningFoyer;
  let receiver: Receiver;
  let apiKey: string;
  let museumId: string;
  let ticketing: Ticketing;

  beforeAll(async () => {
    database = await createTestDatabase("postgresql");
    // One after the other: the first applies the migrations.
    first = await startFoyer("postgresql", { ...SERVER_ENV, DATABASE_URL: database.url });
    second = await startFoyer("postgresql", { ...SERVER_ENV, DATABASE_URL: database.url });
    ({ apiKey, museumId } = await seedMuseum(database.url, "webhook-pair"));
    chooseDatabaseUrl(database.url);
    ticketing = await createTicketing(museumId, { capacity: 10_000 });
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await receiver?.close();
    await disconnectAll();
    await database?.drop();
  });

  it(`delivers each of ${CHANGES} events once, though both processes deliver`, async () => {
    // Created through the first process. The second has not read its list of subscribers yet (it
    // has taken no hold), so its first hold reads the list with this endpoint in it
    // (webhook-subscribers.ts).
    const endpoint = await postJson(`${first.baseUrl}/v1/webhook-endpoints`, apiKey, { url: receiver.url, events: ["reservation.created", "customer.created"] });
    expect(endpoint.status).toBe(201);
    const endpointId: string = endpoint.body.id;

    // Changes through both processes, half holds and half customers.
    const confirmed: Change[] = [];
    let next = 0;
    const client = async () => {
      for (let change = next++; change < CHANGES; change = next++) {
        const server = change % 2 === 0 ? first : second;
        const hold = change % 4 < 2;
        const answer = hold
          ? await postJson(`${server.baseUrl}/v1/ticket-reservations`, apiKey, { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId })
          : await postJson(`${server.baseUrl}/v1/customers`, apiKey, { name: `Visitor ${change}` });
        expect(answer.status).toBe(201);
        confirmed.push({ type: hold ? "reservation.created" : "customer.created", id: answer.body.id });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_REQUESTS }, client));

    const undelivered = () => db().webhookDelivery.count({ where: { endpointId, status: { not: "DELIVERED" } } });
    await waitFor(async () => receiver.received.length >= CHANGES && (await undelivered()) === 0, "every event delivered", 60_000);
    // Graceful stops let the rounds in progress finish: a second send of any row would be in by now.
    await Promise.all([first.stop(), second.stop()]);

    const received = [...receiver.received];
    const webhook = new Webhook(endpoint.body.secret);
    for (const hook of received) expect(() => webhook.verify(hook.body, hook.headers)).not.toThrow();

    // Each webhook-id exactly once, and they are exactly the outbox's rows, one per confirmed change.
    const ids = received.map(webhookId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const rows = await db().webhookDelivery.findMany({ where: { endpointId }, select: { messageId: true, status: true, attempts: true } });
    expect(rows.filter((row) => row.status !== "DELIVERED" || row.attempts !== 1)).toEqual([]);
    expect([...ids].sort()).toEqual(rows.map((row) => row.messageId).sort());
    expect(received.map(keyOf).sort()).toEqual(confirmed.map(eventKey).sort());

    // Both workers took part (else this proved nothing about two processes), and their reported
    // deliveries add up to one per event.
    const [byFirst, bySecond] = [deliveredBy(first), deliveredBy(second)];
    expect(byFirst).toBeGreaterThan(0);
    expect(bySecond).toBeGreaterThan(0);
    expect(byFirst + bySecond).toBe(CHANGES);
  }, 180_000);
});
