import { statSync } from "node:fs";
import { dirname, join } from "node:path";
import { randomUUID } from "node:crypto";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { createMember } from "../support/membership-fixtures";
import { decodeQrPng, startSmtpSink, type SmtpSink } from "../support/smtp-sink";

function qrAttachment(mail: ParsedMail) {
  const image = mail.attachments.find((attachment) => attachment.cid === "membership-qr");
  expect(image?.contentType).toBe("image/png");
  return image!.content;
}

async function waitForStatus(emailId: string, status: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const email = await db().emailOutbox.findUniqueOrThrow({ where: { id: emailId }, include: { history: { orderBy: { attemptNumber: "asc" } } } });
    if (email.status === status) return email;
    if (Date.now() > deadline) throw new Error(`email ${emailId} is ${email.status}, not ${status}, after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testProviders())("membership emails on %s", (provider) => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  // Registered before the server's, so it runs after the server has stopped.
  afterAll(() => smtp?.close());
  const foyer = useFoyer(provider, {
    museums: ["emails-a", "emails-b"],
    env: () => ({
      EMAIL_TRANSPORT: "smtp",
      SMTP_URL: smtp.url,
      EMAIL_FROM: "Museum Desk <desk@museum.test>",
      EMAIL_POLL_MS: "100",
      EMAIL_RETRY_BASE_MS: "200",
      ADMISSION_SIGNING_KEY: "",
    }),
  });
  const museumA = foyer.museum("emails-a");
  const museumB = foyer.museum("emails-b");
  let asA: ReturnType<typeof apiClient>;
  let asB: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    asA = apiClient(foyer.baseUrl, museumA.apiKey);
    asB = apiClient(foyer.baseUrl, museumB.apiKey);
  });

  it("delivers a receipt over SMTP whose QR code verifies at the door", async () => {
    const member = await createMember(museumA.museumId, { customerName: "Grace Hopper", email: "grace@example.org", membershipName: "Family pass" });
    const answer = await asA.post(`/v1/memberships/${member.membershipId}/send-email`);
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ emailId: expect.stringMatching(/^[0-9a-f-]{36}$/), status: "queued" });

    const mail = await smtp.waitFor("grace@example.org");
    expect(mail.from?.text).toBe('"Museum Desk" <desk@museum.test>');
    expect(mail.subject).toBe("Your membership at Museum emails-a");
    expect(mail.text).toContain("Hello Grace Hopper,");
    expect(mail.text).toContain('"Family pass"');
    const long = (date: Date) => new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(date);
    expect(mail.text).toContain(`Valid from ${long(member.validFrom)} to ${long(member.validTo)}.`);
    // mailparser swaps a cid: reference for its attachment's data, so this proves the image resolves.
    expect(mail.html).toMatch(/<img alt="Membership QR code"[^>]*src="data:image\/png;base64,/);

    const qrData = decodeQrPng(qrAttachment(mail));
    expect(qrData).toMatch(new RegExp(`/m/${member.membershipId}\\?v=2&k=[\\w-]{8}&sig=[\\w-]{86}$`));
    const verified = await asA.get(`/v1/verify-membership-qr-code/${encodeURIComponent(qrData!)}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      valid: true,
      customerName: "Grace Hopper",
      membershipName: "Family pass",
      validTo: member.validTo.toISOString(),
    });
    // The same code shown at another museum's door is refused.
    expect((await asB.get(`/v1/verify-membership-qr-code/${encodeURIComponent(qrData!)}`)).body).toEqual({ valid: false });

    const email = await waitForStatus(answer.body.emailId, "SENT");
    expect(email).toMatchObject({ attempts: 1, to: "grace@example.org", kind: "MEMBERSHIP_RECEIPT", language: "en", lastError: null });
    expect(email.sentAt).toBeInstanceOf(Date);
    expect(email.history).toHaveLength(1);
    expect(email.history[0]).toMatchObject({ attemptNumber: 1, transport: "smtp", ok: true, error: null });

    // Integrators follow the emailId through the API; another museum cannot see it.
    const followed = await asA.get(`/v1/emails/${answer.body.emailId}`);
    expect(followed.status).toBe(200);
    expect(followed.body).toMatchObject({ id: answer.body.emailId, status: "SENT", attempts: 1, nextAttemptAt: null, to: "grace@example.org" });
    expect(followed.body.history).toEqual([expect.objectContaining({ attemptNumber: 1, transport: "smtp", ok: true })]);
    expect((await asA.get("/v1/emails?status=SENT")).body.list.map((e: { id: string }) => e.id)).toContain(answer.body.emailId);
    // The outbox pages like every list, its own filter beside limit and offset.
    const paged = await asA.get("/v1/emails?status=SENT&limit=1&offset=0");
    expect(paged.status, JSON.stringify(paged.body)).toBe(200);
    expect(paged.body.list).toHaveLength(1);
    expect((await asA.get("/v1/emails?limit=0")).body.error.code).toBe("INVALID_PAGINATION");
    expect((await asB.get(`/v1/emails/${answer.body.emailId}`)).status).toBe(404);
    expect((await asB.get("/v1/emails")).body.list.map((e: { id: string }) => e.id)).not.toContain(answer.body.emailId);
  });

  it("writes a membership's days as the door reads them: calendar days in the museum's time zone", async () => {
    await db().museum.update({ where: { id: museumB.museumId }, data: { timezone: "America/New_York" } });
    const member = await createMember(museumB.museumId, { email: "zone@example.org" });
    // Midnight UTC on 23 November is still 22 November in New York: the card admits through the 22nd there.
    await db().membership.update({ where: { id: member.membershipId }, data: { validTo: new Date("2026-11-23T00:00:00Z"), validFrom: new Date("2026-01-01T12:00:00Z") } });
    expect((await asB.post(`/v1/memberships/${member.membershipId}/send-email`)).status).toBe(202);
    const mail = await smtp.waitFor("zone@example.org");
    expect(mail.text).toContain("Valid from January 1, 2026 to November 22, 2026.");
  });

  it("writes in the customer's language, falling back to English", async () => {
    const german = await createMember(museumA.museumId, { email: "karl@example.org", customerName: "Karl", language: "de", autoRenew: true });
    const finnish = await createMember(museumA.museumId, { email: "aino@example.org", customerName: "Aino", language: "fi" });
    expect((await asA.post(`/v1/memberships/${german.membershipId}/send-email`)).status).toBe(202);
    expect((await asA.post(`/v1/memberships/${finnish.membershipId}/send-email`)).status).toBe(202);
    const inGerman = await smtp.waitFor("karl@example.org");
    expect(inGerman.subject).toBe("Ihre Mitgliedschaft im Museum emails-a");
    expect(inGerman.text).toContain("Hallo Karl,");
    expect(inGerman.text).toContain("Sie verlängert sich automatisch");
    const inEnglish = await smtp.waitFor("aino@example.org");
    expect(inEnglish.subject).toBe("Your membership at Museum emails-a");
  });

  it("sends the cancel-subscription email for an auto-renewing membership, with its QR code", async () => {
    const member = await createMember(museumA.museumId, { email: "linus@example.org", customerName: "Linus", autoRenew: true });
    const answer = await asA.post(`/v1/memberships/${member.membershipId}/send-cancel-subscription-email`);
    expect(answer.status).toBe(202);
    expect(answer.body.status).toBe("queued");
    const mail = await smtp.waitFor("linus@example.org");
    expect(mail.subject).toBe("Cancelling your membership subscription at Museum emails-a");
    expect(mail.text).toContain("renews automatically");
    const qrData = decodeQrPng(qrAttachment(mail));
    expect((await asA.get(`/v1/verify-membership-qr-code/${encodeURIComponent(qrData!)}`)).body.valid).toBe(true);
    expect((await waitForStatus(answer.body.emailId, "SENT")).kind).toBe("MEMBERSHIP_CANCEL_SUBSCRIPTION");
  });

  it("refuses the cancel-subscription email with 409 when there is no subscription, and queues nothing", async () => {
    const notRenewing = await createMember(museumA.museumId, { email: "once@example.org", autoRenew: false });
    const cancelled = await createMember(museumA.museumId, { email: "gone@example.org", autoRenew: true, status: "CANCELLED" });
    for (const member of [notRenewing, cancelled]) {
      const answer = await asA.post(`/v1/memberships/${member.membershipId}/send-cancel-subscription-email`);
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe("MEMBERSHIP_NOT_AUTO_RENEWING");
      expect(await db().emailOutbox.count({ where: { membershipId: member.membershipId } })).toBe(0);
    }
  });

  it("answers 422 CUSTOMER_HAS_NO_EMAIL for a customer without an address", async () => {
    const member = await createMember(museumA.museumId, { email: null, autoRenew: true });
    for (const path of ["send-email", "send-cancel-subscription-email"]) {
      const answer = await asA.post(`/v1/memberships/${member.membershipId}/${path}`);
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe("CUSTOMER_HAS_NO_EMAIL");
    }
    expect(await db().emailOutbox.count({ where: { membershipId: member.membershipId } })).toBe(0);
  });

  it("answers 404 for an unknown membership and for another museum's, and 400 for a malformed id", async () => {
    const theirs = await createMember(museumB.museumId, { email: "b-member@example.org", autoRenew: true });
    for (const path of ["send-email", "send-cancel-subscription-email"]) {
      for (const id of [randomUUID(), theirs.membershipId]) {
        const answer = await asA.post(`/v1/memberships/${id}/${path}`);
        expect(answer.status).toBe(404);
        expect(answer.body.error.code).toBe("NOT_FOUND");
      }
      expect((await asA.post(`/v1/memberships/not-an-id/${path}`)).status).toBe(400);
    }
    expect(await db().emailOutbox.count({ where: { membershipId: theirs.membershipId } })).toBe(0);
    expect((await asB.post(`/v1/memberships/${theirs.membershipId}/send-email`)).status).toBe(202);
  });

  it("serves the QR code as PNG and SVG to its own museum only", async () => {
    const member = await createMember(museumA.museumId, { customerName: "Hedy Lamarr" });
    const png = await fetch(`${foyer.baseUrl}/v1/memberships/${member.membershipId}/qr.png`, { headers: { authorization: `Bearer ${museumA.apiKey}` } });
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    const qrData = decodeQrPng(Buffer.from(await png.arrayBuffer()));
    expect((await asA.get(`/v1/verify-membership-qr-code/${encodeURIComponent(qrData!)}`)).body).toMatchObject({ valid: true, customerName: "Hedy Lamarr" });

    const svg = await fetch(`${foyer.baseUrl}/v1/memberships/${member.membershipId}/qr.svg`, { headers: { authorization: `Bearer ${museumA.apiKey}` } });
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(await svg.text()).toMatch(/^<svg[^>]*viewBox/);

    for (const format of ["png", "svg"]) {
      const answer = await asB.get(`/v1/memberships/${member.membershipId}/qr.${format}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe("NOT_FOUND");
      expect((await apiClient(foyer.baseUrl).get(`/v1/memberships/${member.membershipId}/qr.${format}`)).status).toBe(401);
    }
  });

  it("keeps an email that failed three times as FAILED, with every attempt recorded", async () => {
    const member = await createMember(museumA.museumId, { email: "nobody@reject.example.org" });
    const answer = await asA.post(`/v1/memberships/${member.membershipId}/send-email`);
    expect(answer.status).toBe(202);
    const email = await waitForStatus(answer.body.emailId, "FAILED");
    expect(email.attempts).toBe(3);
    expect(email.sentAt).toBeNull();
    expect(email.lastError).toMatch(/550/);
    expect(email.html).toContain("cid:membership-qr");
    expect(email.history.map((attempt) => [attempt.attemptNumber, attempt.ok])).toEqual([
      [1, false],
      [2, false],
      [3, false],
    ]);
    // Backoff: the second wait (400 ms) is about twice the first (200 ms).
    const [first, second, third] = email.history.map((attempt) => attempt.startedAt.getTime());
    expect(second! - first!).toBeGreaterThanOrEqual(200);
    expect(third! - second!).toBeGreaterThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await db().emailAttempt.count({ where: { emailId: email.id } })).toBe(3);
    const followed = (await asA.get(`/v1/emails/${email.id}`)).body;
    expect(followed).toMatchObject({ status: "FAILED", attempts: 3, lastError: expect.stringMatching(/550/), sentAt: null });
    expect(followed.history.map((attempt: { ok: boolean }) => attempt.ok)).toEqual([false, false, false]);
  });

  it("generates the admission signing key into the data folder, readable by its owner only", () => {
    const folder = provider === "sqlite" ? dirname(foyer.database.url.slice("file:".length)) : join(process.cwd(), "data");
    const keyFile = join(folder, "admission-signing-key");
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  });
});
