import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createMuseum } from "@/lib/domain/museums/create-museum";
import { testProviders } from "@/tests/support/databases";
import { useTestDatabase } from "@/tests/support/use-database";
import { deliverDueEmails, SCRUBBED_SIGN_IN_BODY, UNAVAILABLE_PREFIX, type DeliverySettings } from "./deliver-due-emails";
import { startSmtpSink } from "@/tests/support/smtp-sink";
import { startTcpProxy } from "@/tests/support/tcp-proxy";
import { emailTransportFromEnv } from "./transports/choose-transport";
import { TransportUnavailableError, type EmailTransport, type OutgoingEmail } from "./transports/email-transport";

/**
 * A transport that records what it is given and fails its first sends, in order: `down` of them as
 * unreachable, then `refusals` of them refusing the email.
 */
function recordingTransport(refusals = 0, down = 0): EmailTransport & { sent: OutgoingEmail[]; calls: number } {
  const transport = {
    name: "smtp" as const,
    sent: [] as OutgoingEmail[],
    calls: 0,
    async send(email: OutgoingEmail) {
      transport.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (transport.calls <= down) throw new TransportUnavailableError(`connect ECONNREFUSED #${transport.calls}`);
      if (transport.calls <= down + refusals) throw new Error(`refused #${transport.calls}`);
      transport.sent.push(email);
    },
  };
  return transport;
}

describe.each(testProviders())("the email outbox worker on %s", (provider) => {
  useTestDatabase(provider);
  let museumId: string;

  beforeAll(async () => {
    museumId = (await createMuseum({ name: "Outbox museum", slug: "outbox" })).id;
  });

  async function queue(to: string, qrData: string | null = null): Promise<string> {
    const email = await db().emailOutbox.create({
      data: { museumId, kind: "MEMBERSHIP_RECEIPT", to, subject: "Hi", html: "<p>Hi</p>", text: "Hi", language: "en", qrData },
      select: { id: true },
    });
    return email.id;
  }

  /** When the email's latest attempt ended: each wait is counted from there, whatever the machine's speed. */
  async function lastAttemptEnd(emailId: string): Promise<number> {
    const attempt = await db().emailAttempt.findFirstOrThrow({ where: { emailId }, orderBy: { attemptNumber: "desc" }, select: { finishedAt: true } });
    return attempt.finishedAt!.getTime();
  }

  const settings = (transport: EmailTransport, retryBaseMs = 1_000): DeliverySettings => ({
    transport,
    from: "Foyer <f@foyer.test>",
    retryBaseMs,
    retryMaxMs: 4 * retryBaseMs,
    retryWindowMs: 3_600_000,
  });

  it("sends each email once when two workers poll at the same time", async () => {
    const ids = await Promise.all(["one@x.test", "two@x.test", "three@x.test"].map((to) => queue(to)));
    const transport = recordingTransport();
    const rounds = await Promise.all([deliverDueEmails(settings(transport)), deliverDueEmails(settings(transport)), deliverDueEmails(settings(transport))]);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(3);
    expect(transport.sent.map((email) => email.to).sort()).toEqual(["one@x.test", "three@x.test", "two@x.test"]);
    const rows = await db().emailOutbox.findMany({ where: { id: { in: ids } }, include: { history: true } });
    for (const row of rows) {
      expect(row).toMatchObject({ status: "SENT", attempts: 1 });
      expect(row.history).toHaveLength(1);
    }
  });

  it("attaches the QR code as an inline PNG", async () => {
    await queue("qr@x.test", "https://door.test/m/00000000-0000-4000-8000-000000000000?v=1&k=abcdefgh&sig=x");
    const transport = recordingTransport();
    await deliverDueEmails(settings(transport));
    const [email] = transport.sent;
    expect(email?.attachments).toEqual([
      { filename: "membership-qr.png", contentType: "image/png", contentId: "membership-qr", content: expect.any(Buffer) },
    ]);
    expect(email?.attachments[0]?.content.subarray(1, 4).toString()).toBe("PNG");
  });

  it("waits before retrying, doubling the wait, and gives up after three refusals", async () => {
    const id = await queue("flaky@x.test");
    const transport = recordingTransport(10);
    const start = new Date();
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await deliverDueEmails(settings(transport), at(0))).toEqual({ sent: 0, retrying: 1, failed: 0, transportDown: false });
    const first = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(first).toMatchObject({ status: "QUEUED", attempts: 1, lastError: "refused #1" });
    expect(first.nextAttemptAt.getTime() - (await lastAttemptEnd(id))).toBe(1_000);
    // Not due yet: nothing happens.
    expect(await deliverDueEmails(settings(transport), at(0))).toEqual({ sent: 0, retrying: 0, failed: 0, transportDown: false });
    expect(await deliverDueEmails(settings(transport), at(1_500))).toEqual({ sent: 0, retrying: 1, failed: 0, transportDown: false });
    const second = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(second.nextAttemptAt.getTime() - (await lastAttemptEnd(id))).toBe(2_000);
    expect(await deliverDueEmails(settings(transport), at(5_000))).toEqual({ sent: 0, retrying: 0, failed: 1, transportDown: false });
    expect(await deliverDueEmails(settings(transport), at(60_000))).toEqual({ sent: 0, retrying: 0, failed: 0, transportDown: false });
    const last = await db().emailOutbox.findUniqueOrThrow({ where: { id }, include: { history: { orderBy: { attemptNumber: "asc" } } } });
    expect(last).toMatchObject({ status: "FAILED", attempts: 3, lastError: "refused #3", sentAt: null });
    expect(last.history.map((attempt) => [attempt.attemptNumber, attempt.ok, attempt.error])).toEqual([
      [1, false, "refused #1"],
      [2, false, "refused #2"],
      [3, false, "refused #3"],
    ]);
  });

  it("keeps an email queued while the transport is unavailable, without using up its refusals, and delivers it when it is back", async () => {
    const id = await queue("outage@x.test");
    const transport = recordingTransport(0, 6);
    const start = Date.now();
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      // Far enough ahead that the email is always due; the waits themselves are checked below.
      const round = await deliverDueEmails(settings(transport), new Date(start + attempt * 3_600_000));
      expect(round).toEqual({ sent: 0, retrying: 1, failed: 0, transportDown: true });
      const row = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
      expect(row).toMatchObject({ status: "QUEUED", attempts: attempt, lastError: `${UNAVAILABLE_PREFIX}connect ECONNREFUSED #${attempt}` });
      // 1 s, 2 s, then capped at retryMaxMs (4 s).
      expect(row.nextAttemptAt.getTime() - (await lastAttemptEnd(id))).toBe(Math.min(1_000 * 2 ** (attempt - 1), 4_000));
    }
    expect(await deliverDueEmails(settings(transport), new Date(start + 7 * 3_600_000))).toEqual({ sent: 1, retrying: 0, failed: 0, transportDown: false });
    const delivered = await db().emailOutbox.findUniqueOrThrow({ where: { id }, include: { history: { orderBy: { attemptNumber: "asc" } } } });
    expect(delivered).toMatchObject({ status: "SENT", attempts: 7, lastError: null });
    expect(delivered.history.map((attempt) => attempt.ok)).toEqual([false, false, false, false, false, false, true]);
  });

  it("stops a round at an unavailable transport, leaving the other emails untouched", async () => {
    const ids = await Promise.all(["first@x.test", "second@x.test", "third@x.test"].map((to) => queue(to)));
    expect(await deliverDueEmails(settings(recordingTransport(0, 1)))).toEqual({ sent: 0, retrying: 1, failed: 0, transportDown: true });
    const rows = await db().emailOutbox.findMany({ where: { id: { in: ids } } });
    expect(rows.map((row) => row.attempts).sort()).toEqual([0, 0, 1]);
    expect(await deliverDueEmails(settings(recordingTransport()), new Date(Date.now() + 60_000))).toMatchObject({ sent: 3, transportDown: false });
  });

  it("still fails an email after three refusals when outages came in between", async () => {
    const id = await queue("refused-after-outage@x.test");
    const transport = recordingTransport(3, 2);
    const outcomes = [];
    for (let hour = 1; hour <= 5; hour += 1) outcomes.push(await deliverDueEmails(settings(transport), new Date(Date.now() + hour * 3_600_000)));
    expect(outcomes.map((round) => (round.failed ? "failed" : round.transportDown ? "down" : "refused"))).toEqual(["down", "down", "refused", "refused", "failed"]);
    expect(await db().emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "FAILED", attempts: 5, lastError: "refused #5" });
  });

  it("gives up on an unavailable transport once the retry window since queueing has passed", async () => {
    const id = await queue("window@x.test");
    await new Promise((resolve) => setTimeout(resolve, 30));
    const round = await deliverDueEmails({ ...settings(recordingTransport(0, 1)), retryWindowMs: 10 });
    expect(round).toEqual({ sent: 0, retrying: 0, failed: 1, transportDown: true });
    expect(await db().emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "FAILED", attempts: 1, lastError: `${UNAVAILABLE_PREFIX}connect ECONNREFUSED #1` });
  });

  it("marks an email SENT in the outbox only when no transport is configured", async () => {
    const id = await queue("preview@x.test");
    const transport = emailTransportFromEnv({});
    expect(transport.name).toBe("outbox");
    await deliverDueEmails(settings(transport));
    const row = await db().emailOutbox.findUniqueOrThrow({ where: { id }, include: { history: true } });
    expect(row.status).toBe("SENT");
    expect(row.history).toMatchObject([{ transport: "outbox", ok: true }]);
  });

  it("removes a sign-in code from the database once a real transport delivered it, and keeps it in the dev outbox", async () => {
    const signIn = (to: string) =>
      db().emailOutbox.create({
        data: { kind: "SIGN_IN_CODE", to, subject: "Your code", html: "<p>Code 123456</p>", text: "Code 123456", language: "en" },
        select: { id: true },
      });
    const delivered = await signIn("staff@x.test");
    const transport = recordingTransport();
    await deliverDueEmails(settings(transport));
    expect(transport.sent.find((email) => email.to === "staff@x.test")?.text).toBe("Code 123456");
    const stored = await db().emailOutbox.findUniqueOrThrow({ where: { id: delivered.id } });
    expect(stored).toMatchObject({ status: "SENT", html: SCRUBBED_SIGN_IN_BODY, text: SCRUBBED_SIGN_IN_BODY });

    const previewed = await signIn("dev@x.test");
    await deliverDueEmails(settings(emailTransportFromEnv({})));
    expect(await db().emailOutbox.findUniqueOrThrow({ where: { id: previewed.id } })).toMatchObject({ status: "SENT", text: "Code 123456" });
  });
});

describe("choosing the email transport", () => {
  it("defaults to resend with a key, smtp with a URL, and the outbox otherwise", () => {
    expect(emailTransportFromEnv({ RESEND_API_KEY: "re_x", SMTP_URL: "smtp://h:25" }).name).toBe("resend");
    expect(emailTransportFromEnv({ SMTP_URL: "smtp://h:25" }).name).toBe("smtp");
    expect(emailTransportFromEnv({}).name).toBe("outbox");
    expect(emailTransportFromEnv({ EMAIL_TRANSPORT: "outbox", RESEND_API_KEY: "re_x" }).name).toBe("outbox");
  });

  it("refuses a transport without its setting, and unknown names", () => {
    expect(() => emailTransportFromEnv({ EMAIL_TRANSPORT: "resend" })).toThrow(/RESEND_API_KEY/);
    expect(() => emailTransportFromEnv({ EMAIL_TRANSPORT: "smtp" })).toThrow(/SMTP_URL/);
    expect(() => emailTransportFromEnv({ EMAIL_TRANSPORT: "smtp", SMTP_URL: "http://x" })).toThrow(/smtp:\/\//);
    expect(() => emailTransportFromEnv({ EMAIL_TRANSPORT: "pigeon" })).toThrow(/resend, smtp or outbox/);
  });
});

describe("the SMTP transport", () => {
  const email: OutgoingEmail = { from: "Foyer <f@foyer.test>", to: "someone@x.test", subject: "Hi", html: "<p>Hi</p>", text: "Hi", attachments: [] };

  it("says the transport is unavailable when the relay cannot be reached, and a refusal when it refuses the email", async () => {
    const sink = await startSmtpSink();
    const proxy = await startTcpProxy({ host: "127.0.0.1", port: Number(new URL(sink.url).port) });
    const transport = emailTransportFromEnv({ SMTP_URL: `smtp://127.0.0.1:${proxy.port}` });
    try {
      await proxy.refuse();
      await expect(transport.send(email)).rejects.toBeInstanceOf(TransportUnavailableError);
      await proxy.restore();
      const refused = await transport.send({ ...email, to: "nobody@reject.x.test" }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Error);
      expect(refused).not.toBeInstanceOf(TransportUnavailableError);
      expect((refused as Error).message).toMatch(/550/);
      await transport.send(email);
      expect(sink.messages).toHaveLength(1);
    } finally {
      transport.close?.();
      await proxy.close();
      await sink.close();
    }
  });
});
