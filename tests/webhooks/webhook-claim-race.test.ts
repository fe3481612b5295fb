import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { emitWebhookEvents } from "@/lib/domain/webhook-events/emit-webhook-event";
import { testProviders } from "../support/databases";
import { seedMuseumHere } from "../support/seed-museum";
import { useTestDatabase } from "../support/use-database";

// Two worker processes claim batches from one database at once (docs/webhooks.md, "Delivery";
// lib/domain/webhooks/claim-webhook-deliveries.ts). Many records each change several times, and the
// receiver refuses about one delivery in ten the first time it sees it, so a record's later events
// must wait behind a retry while the other process is free to take them. The receiver must accept
// every event exactly once, and each record's events in the order they happened.

const RECORDS = 60;
const CHANGES_PER_RECORD = 10;
const WORKERS = 2;

interface Accepted {
  messageId: string;
  record: string;
  change: number;
}

/** Refused the first time: the webhook-ids whose hash ends in 0 (about one in ten, the same on every run). */
const refusedOnce = (messageId: string) => createHash("sha256").update(messageId).digest()[0]! % 10 === 0;

function startWorker(databaseUrl: string): { child: ChildProcess; ready: Promise<void>; done: Promise<{ delivered: number; output: string }> } {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/webhooks/delivery-worker-process.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, DATABASE_URL: databaseUrl, WEBHOOK_ALLOW_PRIVATE_URLS: "true", WEBHOOK_RETRY_WAITS_MS: "30", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("ready")) resolve();
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", () => reject(new Error(`a worker stopped before it was ready:\n${output}`)));
  });
  const done = new Promise<{ delivered: number; output: string }>((resolve) => {
    child.once("exit", () => {
      const line = output.split("\n").find((text) => text.startsWith("{"));
      resolve({ delivered: line ? (JSON.parse(line) as { delivered: number }).delivered : -1, output });
    });
  });
  return { child, ready, done };
}

describe.each(testProviders())("two worker processes claiming deliveries from one %s database", (provider) => {
  const database = useTestDatabase(provider);
  const accepted: Accepted[] = [];
  const seen = new Set<string>();
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const messageId = request.headers["webhook-id"] as string;
      const firstTime = !seen.has(messageId);
      seen.add(messageId);
      // A few milliseconds each, so both processes have deliveries in flight at once.
      setTimeout(() => {
        if (firstTime && refusedOnce(messageId)) return void response.writeHead(503).end("busy");
        const { data } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { data: { id: string; change: number } };
        accepted.push({ messageId, record: data.id, change: data.change });
        response.writeHead(200).end("ok");
      }, Math.random() * 4);
    });
  });
  let url = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it(`delivers each of ${RECORDS * CHANGES_PER_RECORD} events once, each record's in order`, async () => {
    const { museumId } = await seedMuseumHere(`race-${provider}`);
    const endpoint = await db().webhookEndpoint.create({
      data: { museumId, url, events: JSON.stringify(["customer.updated"]), secret: `whsec_${randomBytes(32).toString("base64")}` },
    });
    const workers = Array.from({ length: WORKERS }, () => startWorker(database.url));
    try {
      await Promise.all(workers.map((worker) => worker.ready));
      // Change after change, each record in turn, so every batch holds many records' events and each record's later ones.
      for (let change = 1; change <= CHANGES_PER_RECORD; change += 1) {
        const events = Array.from({ length: RECORDS }, (_, record) => ({ type: "customer.updated" as const, subject: `record-${record}`, data: { id: `record-${record}`, change } }));
        await emitWebhookEvents(db(), { museumId }, events);
      }
      const results = await Promise.all(workers.map((worker) => worker.done));

      const rows = await db().webhookDelivery.findMany({ where: { endpointId: endpoint.id }, select: { messageId: true, status: true } });
      expect(rows).toHaveLength(RECORDS * CHANGES_PER_RECORD);
      expect(rows.filter((row) => row.status !== "DELIVERED")).toEqual([]);
      // Every event accepted exactly once, and those are the outbox's rows.
      const ids = accepted.map((hook) => hook.messageId);
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
      expect([...ids].sort()).toEqual(rows.map((row) => row.messageId).sort());
      // Each record's changes arrived 1, 2, 3, … in that order.
      const byRecord = new Map<string, number[]>();
      for (const hook of accepted) byRecord.set(hook.record, [...(byRecord.get(hook.record) ?? []), hook.change]);
      const inOrder = Array.from({ length: CHANGES_PER_RECORD }, (_, index) => index + 1);
      expect([...byRecord].filter(([, changes]) => changes.join() !== inOrder.join())).toEqual([]);
      // Some were refused first (else no record waited behind a retry), and the two processes together
      // delivered each once. How the work splits between them is the machine's scheduling: on a busy
      // machine one process can win every claim (.ci/run saw 600 and 0), so the split is not asserted.
      expect(seen.size).toBe(RECORDS * CHANGES_PER_RECORD);
      expect(rows.filter((row) => refusedOnce(row.messageId)).length).toBeGreaterThan(0);
      for (const result of results) expect(result.delivered, result.output).toBeGreaterThanOrEqual(0);
      expect(results.reduce((sum, result) => sum + result.delivered, 0)).toBe(RECORDS * CHANGES_PER_RECORD);
    } finally {
      for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill("SIGKILL");
    }
  }, 240_000);
});
