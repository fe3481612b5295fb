import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, disconnectAll } from "@/lib/db/client";
import { chooseDatabaseUrl } from "@/lib/config/database-url";
import { UNAVAILABLE_PREFIX } from "@/lib/email/deliver-due-emails";
import { apiClient } from "../support/api-client";
import { createTestDatabase, testProviders, type TestDatabase } from "../support/databases";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";
import { createMember } from "../support/membership-fixtures";
import { seedMuseum, type TestMuseum } from "../support/seed-museum";
import { recipients, startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

// The mail relay is down for longer than three attempts (the refusals after which an email is
// FAILED) and across a restart of Foyer. Membership emails stay queued with every attempt recorded,
// and each is delivered once, soon after the relay is back.

const RETRY_BASE_MS = 100;
const RETRY_MAX_MS = 400;

async function waitUntil<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testProviders())("email delivery while the relay is down, on %s", (provider) => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let relay: TcpProxy;
  let foyer: RunningFoyer;
  let museum: TestMuseum;

  const start = () =>
    startFoyer(provider, {
      DATABASE_URL: database.url,
      EMAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
      EMAIL_POLL_MS: "50",
      EMAIL_RETRY_BASE_MS: String(RETRY_BASE_MS),
      EMAIL_RETRY_MAX_MS: String(RETRY_MAX_MS),
    });

  beforeAll(async () => {
    database = await createTestDatabase(provider);
    sink = await startSmtpSink();
    // The relay's address stays the same while it is down: only the proxy in front of it refuses.
    relay = await startTcpProxy({ host: "127.0.0.1", port: Number(new URL(sink.url).port) });
    await relay.refuse();
    foyer = await start();
    museum = await seedMuseum(database.url, "mail-outage");
    chooseDatabaseUrl(database.url);
  });

  afterAll(async () => {
    await disconnectAll();
    await foyer?.stop();
    await relay?.close();
    await sink?.close();
    await database?.drop();
  });

  it("keeps emails queued with their attempts through the outage and a restart, and delivers each once when the relay returns", async () => {
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const addresses = ["first.member@example.org", "second.member@example.org"];
    const emailIds: string[] = [];
    for (const email of addresses) {
      const member = await createMember(museum.museumId, { email });
      const answer = await api.post(`/v1/memberships/${member.membershipId}/send-email`);
      expect(answer.status).toBe(202);
      emailIds.push(answer.body.emailId);
    }

    // More failed attempts than an email may be refused, and still queued.
    const waiting = await waitUntil(
      "both emails tried at least four times",
      () => db().emailOutbox.findMany({ where: { id: { in: emailIds } }, include: { history: true } }),
      (rows) => rows.length === 2 && rows.every((row) => row.attempts >= 4),
    );
    for (const row of waiting) {
      expect(row.status).toMatch(/^(QUEUED|SENDING)$/);
      expect(row.lastError?.startsWith(UNAVAILABLE_PREFIX), row.lastError ?? "").toBe(true);
      // Every attempt counted is recorded (an attempt may have started since the row was read).
      const counted = row.history.filter((attempt) => attempt.attemptNumber <= row.attempts).map((attempt) => attempt.attemptNumber);
      expect(counted.sort((x, y) => x - y)).toEqual(Array.from({ length: row.attempts }, (_, index) => index + 1));
      expect(row.history.filter((attempt) => attempt.finishedAt).every((attempt) => !attempt.ok && attempt.error?.startsWith(UNAVAILABLE_PREFIX))).toBe(true);
    }
    const followed = await api.get(`/v1/emails/${emailIds[0]}`);
    expect(followed.body).toMatchObject({ status: expect.stringMatching(/^(QUEUED|SENDING)$/), sentAt: null, lastError: expect.stringContaining("Transport unavailable") });

    // While the relay stays down the worker probes it at most once per capped wait, not per poll.
    const before = await db().emailAttempt.count({ where: { emailId: { in: emailIds } } });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const during = (await db().emailAttempt.count({ where: { emailId: { in: emailIds } } })) - before;
    expect(during).toBeLessThanOrEqual(2_000 / RETRY_MAX_MS + 2);
    expect(during).toBeGreaterThan(0);

    // A restart while the relay is still down loses nothing.
    await foyer.stop();
    const stored = await db().emailOutbox.findMany({ where: { id: { in: emailIds } } });
    expect(stored.map((row) => row.status)).toEqual(["QUEUED", "QUEUED"]);
    foyer = await start();
    expect(sink.messages).toHaveLength(0);

    await relay.restore();
    const restoredAt = Date.now();
    for (const address of addresses) await sink.waitFor(address, 10_000);
    expect(Date.now() - restoredAt).toBeLessThan(10_000);
    const sent = await waitUntil(
      "both emails SENT",
      () => db().emailOutbox.findMany({ where: { id: { in: emailIds } }, include: { history: { orderBy: { attemptNumber: "asc" } } } }),
      (rows) => rows.every((row) => row.status === "SENT"),
    );
    for (const row of sent) {
      expect(row.lastError).toBeNull();
      expect(row.history.at(-1)).toMatchObject({ ok: true, attemptNumber: row.attempts });
      expect(row.history.slice(0, -1).every((attempt) => !attempt.ok)).toBe(true);
    }
    // Each exactly once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.messages.flatMap(recipients).sort()).toEqual([...addresses].sort());
  }, 120_000);
});
