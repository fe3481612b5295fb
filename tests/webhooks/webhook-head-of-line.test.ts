import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { BATCH_SIZE, deliverDueWebhooks } from "@/lib/domain/webhooks/deliver-due-webhooks";
import { emitWebhookEvents } from "@/lib/domain/webhook-events/emit-webhook-event";
import { webhookSettingsFromEnv } from "@/lib/domain/webhooks/webhook-worker";
import { testProviders } from "../support/databases";
import { seedMuseumHere } from "../support/seed-museum";
import { useTestDatabase } from "../support/use-database";
import { useReceiver } from "./webhook-receiver";

// One museum's endpoint is down while one of its records changes many times: the record's later
// events wait behind its first, failed one (docs/webhooks.md, "Delivery": in order per record).
// They must not hold up anyone else's events: another museum's healthy endpoint still gets its own.
// The worker's rounds run here in-process, one after another, with a real receiver for each endpoint.

/** One more than the worker's batch (deliver-due-webhooks.ts), so the waiting events alone can fill a batch. */
const EVENTS_OF_BUSY_RECORD = BATCH_SIZE + 1;

describe.each(testProviders())("a down endpoint's waiting events and everyone else's on %s", (provider) => {
  useTestDatabase(provider);
  const down = useReceiver();
  const healthy = useReceiver();
  beforeAll(() => {
    down.down = true;
  });

  it("delivers another museum's event while one record's events wait behind a failed one", async () => {
    const [busy, other] = [await seedMuseumHere("busy-museum"), await seedMuseumHere("other-museum")];
    const subscribe = (museumId: string, url: string) =>
      db().webhookEndpoint.create({ data: { museumId, url, events: JSON.stringify(["customer.updated"]), secret: `whsec_${randomBytes(32).toString("base64")}` } });
    const busyEndpoint = await subscribe(busy.museumId, down.url);
    await subscribe(other.museumId, healthy.url);

    // The busy museum's record changes 201 times, then the other museum's record changes once.
    for (let change = 1; change <= EVENTS_OF_BUSY_RECORD; change += 1) {
      await emitWebhookEvents(db(), { museumId: busy.museumId }, [{ type: "customer.updated", subject: "busy-record", data: { id: "busy-record", change } }]);
    }
    await emitWebhookEvents(db(), { museumId: other.museumId }, [{ type: "customer.updated", subject: "other-record", data: { id: "other-record" } }]);

    // A long retry wait: the failed event is not tried again while the rounds below run.
    const settings = webhookSettingsFromEnv({ ...process.env, WEBHOOK_ALLOW_PRIVATE_URLS: "true", WEBHOOK_RETRY_WAITS_MS: "600000" });
    // The worker's rounds without its timer, until one finds nothing to do.
    for (let round = 1; round <= 100; round += 1) {
      const done = await deliverDueWebhooks(settings);
      if (done.delivered + done.retrying + done.failed === 0) break;
    }

    // The down endpoint was tried once and its record's later events still wait, untried, in order.
    const busyRows = await db().webhookDelivery.findMany({ where: { endpointId: busyEndpoint.id }, orderBy: { id: "asc" }, select: { status: true, attempts: true, lastStatusCode: true } });
    expect(busyRows[0]).toMatchObject({ status: "QUEUED", attempts: 1, lastStatusCode: 503 });
    expect(busyRows.slice(1).filter((row) => row.attempts > 0)).toEqual([]);
    // The other museum's event arrived all the same.
    expect(healthy.received.map((hook) => (JSON.parse(hook.body) as { data: { id: string } }).data.id)).toEqual(["other-record"]);
  });
});
