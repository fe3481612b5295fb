import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { expectError, ISO_MS_Z } from "../support/expect-error";
import { useFoyer } from "../support/foyer-fixture";
import { startFoyer } from "../support/foyer-server";
import { AUTH_TEST_ORIGIN, authClient, createStaffUser, emailedCode, wrongCode } from "../support/sign-in";

// Limits set low so the tests reach them; each test uses its own emails and client addresses.
const EMAIL_LIMIT = 3;
const IP_LIMIT = 6;
const VERIFY_LIMIT = 8;

describe.each(testProviders())("email one-time-password sign-in on %s", (provider) => {
  // These tests stand for a deployment behind a proxy, which sets X-Forwarded-For.
  const foyer = useFoyer(provider, { museums: ["auth-otp"], env: { TRUST_PROXY: "true", PUBLIC_URL: AUTH_TEST_ORIGIN, AUTH_OTP_EMAIL_LIMIT_MAX: String(EMAIL_LIMIT), AUTH_OTP_IP_LIMIT_MAX: String(IP_LIMIT), AUTH_VERIFY_IP_LIMIT_MAX: String(VERIFY_LIMIT) } });
  const museum = foyer.museum("auth-otp");
  let auth: ReturnType<typeof authClient>;

  beforeAll(async () => {
    auth = authClient(foyer.baseUrl);
  });

  it("signs in with the emailed code, which is stored only as a hash", async () => {
    const userId = await createStaffUser("ada@staff.test", museum.museumId);
    const started = await auth.start("  Ada@Staff.test ", "198.51.100.10");
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ status: "sent" });
    const { code } = await emailedCode("ada@staff.test");

    const codeRows = await db().signInCode.findMany({ where: { userId } });
    expect(codeRows).toHaveLength(1);
    expect(JSON.stringify(codeRows)).not.toContain(code);
    expect(codeRows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(codeRows[0]!.expiresAt.getTime() - codeRows[0]!.createdAt.getTime()).toBe(10 * 60 * 1000);

    const verified = await auth.verify("ada@staff.test", code, "198.51.100.10");
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toEqual({
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      accessTokenExpiresAt: expect.stringMatching(ISO_MS_Z),
      refreshToken: expect.stringMatching(/^foyer_rt_/),
      refreshTokenExpiresAt: expect.stringMatching(ISO_MS_Z),
      tokenType: "Bearer",
    });
    const ttl = Date.parse(verified.body.accessTokenExpiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it("gives a known and an unknown email the same answer, and emails only the staff member", async () => {
    await createStaffUser("grace@staff.test", museum.museumId);
    await db().user.create({ data: { email: "norole@staff.test" } });
    const known = await auth.start("grace@staff.test", "198.51.100.20");
    const unknown = await auth.start("nobody@staff.test", "198.51.100.20");
    const roleless = await auth.start("norole@staff.test", "198.51.100.20");
    for (const answer of [known, unknown, roleless]) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ status: "sent" });
      expect(answer.headers.get("content-type")).toBe(known.headers.get("content-type"));
    }
    await emailedCode("grace@staff.test");
    // The known email's code is queued after its answer; give the others the same time, then look.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await db().emailOutbox.count({ where: { to: { in: ["nobody@staff.test", "norole@staff.test"] } } })).toBe(0);
    expectError(await auth.verify("nobody@staff.test", "123456", "198.51.100.20"), 401, "INVALID_SIGN_IN_CODE");
  });

  it("refuses a code once it was used, and after it expired", async () => {
    const ip = "198.51.100.30";
    await createStaffUser("alan@staff.test", museum.museumId);
    await auth.start("alan@staff.test", ip);
    const first = await emailedCode("alan@staff.test");
    expect((await auth.verify("alan@staff.test", first.code, ip)).status).toBe(200);
    expectError(await auth.verify("alan@staff.test", first.code, ip), 401, "INVALID_SIGN_IN_CODE", "reused");

    await auth.start("alan@staff.test", ip);
    const second = await emailedCode("alan@staff.test", first.emailId);
    await db().signInCode.updateMany({ where: { user: { email: "alan@staff.test" }, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expectError(await auth.verify("alan@staff.test", second.code, ip), 401, "INVALID_SIGN_IN_CODE", "expired");
  });

  it("kills a code after five wrong attempts, even for the right code", async () => {
    const ip = "198.51.100.31";
    await createStaffUser("linus@staff.test", museum.museumId);
    await auth.start("linus@staff.test", ip);
    const { code } = await emailedCode("linus@staff.test");
    for (let attempt = 1; attempt <= 5; attempt++) {
      expectError(await auth.verify("linus@staff.test", wrongCode(code), ip), 401, "INVALID_SIGN_IN_CODE", `wrong ${attempt}`);
    }
    expectError(await auth.verify("linus@staff.test", code, ip), 401, "INVALID_SIGN_IN_CODE", "right code after 5 wrong ones");
    expect((await db().signInCode.findFirstOrThrow({ where: { user: { email: "linus@staff.test" } } })).attempts).toBe(5);
  });

  it("replaces an unused code with the newer one", async () => {
    const ip = "198.51.100.32";
    await createStaffUser("donald@staff.test", museum.museumId);
    await auth.start("donald@staff.test", ip);
    const older = await emailedCode("donald@staff.test");
    await auth.start("donald@staff.test", ip);
    const newer = await emailedCode("donald@staff.test", older.emailId);
    expect(await db().signInCode.count({ where: { user: { email: "donald@staff.test" } } })).toBe(1);
    expect((await auth.verify("donald@staff.test", newer.code, ip)).status).toBe(200);
  });

  it("limits codes per email, whatever the address, with the same answer for unknown emails", async () => {
    await createStaffUser("edsger@staff.test", museum.museumId);
    for (const email of ["edsger@staff.test", "ghost@staff.test"]) {
      for (let i = 1; i <= EMAIL_LIMIT; i++) expect((await auth.start(email, `203.0.113.${i}`)).status, `${email} #${i}`).toBe(202);
      const limited = await auth.start(email, "203.0.113.99");
      expectError(limited, 429, "RATE_LIMITED", email);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    expect((await auth.start("someone-else@staff.test", "203.0.113.99")).status).toBe(202);
  });

  it("limits code requests and verifications per client address", async () => {
    for (let i = 1; i <= IP_LIMIT; i++) expect((await auth.start(`visitor${i}@staff.test`, "192.0.2.7")).status).toBe(202);
    expectError(await auth.start("visitor-last@staff.test", "192.0.2.7"), 429, "RATE_LIMITED");
    // Refused requests do not count, so the limit does not keep growing under a flood.
    const ipKey = `otp-start-ip:${createHash("sha256").update("192.0.2.7").digest("base64url").slice(0, 32)}:`;
    const windows = await db().rateLimitWindow.findMany({ where: { key: { startsWith: ipKey } } });
    expect(windows.reduce((sum, window) => sum + window.count, 0)).toBe(IP_LIMIT);
    expect((await auth.start("visitor-last@staff.test", "192.0.2.8")).status).toBe(202);

    for (let i = 1; i <= VERIFY_LIMIT; i++) expectError(await auth.verify("ghost@staff.test", "000000", "192.0.2.9"), 401, "INVALID_SIGN_IN_CODE");
    const limited = await auth.verify("ghost@staff.test", "000000", "192.0.2.9");
    expectError(limited, 429, "RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("ignores a client's own X-Forwarded-For when no proxy is trusted", async () => {
    const direct = await startFoyer(provider, { DATABASE_URL: foyer.database.url, AUTH_OTP_IP_LIMIT_MAX: String(IP_LIMIT), AUTH_OTP_EMAIL_LIMIT_MAX: "100" });
    try {
      const spoofing = authClient(direct.baseUrl);
      await db().rateLimitWindow.deleteMany({ where: { key: { startsWith: "otp-start-ip:" } } });
      // Each request claims another address, yet all come from 127.0.0.1 and share one limit.
      for (let i = 1; i <= IP_LIMIT; i++) expect((await spoofing.start(`spoof${i}@staff.test`, `203.0.113.${i}`)).status).toBe(202);
      expectError(await spoofing.start("spoof-last@staff.test", "203.0.113.200"), 429, "RATE_LIMITED");
    } finally {
      await direct.stop();
    }
  });

  it("rejects malformed requests with the /v1 error body", async () => {
    const client = apiClient(foyer.baseUrl);
    expectError(await client.post("/auth/api/otp/start", { email: "not-an-email" }), 400, "VALIDATION_ERROR");
    expectError(await client.post("/auth/api/otp/start", { email: "a@b.test", extra: 1 }), 400, "VALIDATION_ERROR");
    expectError(await client.post("/auth/api/otp/verify", { email: "a@b.test", code: "12345" }), 400, "VALIDATION_ERROR");
    expectError(await client.post("/auth/api/otp/start", "{"), 400, "INVALID_JSON");
  });

  it("keeps sign-in emails out of every museum's email list", async () => {
    await createStaffUser("barbara@staff.test", museum.museumId);
    await auth.start("barbara@staff.test", "198.51.100.40");
    await emailedCode("barbara@staff.test");
    const listed = await apiClient(foyer.baseUrl, museum.apiKey).get("/v1/emails");
    expect(listed.status).toBe(200);
    expect(listed.body.list.filter((email: { kind: string }) => email.kind === "SIGN_IN_CODE")).toEqual([]);
    expect(await db().emailOutbox.count({ where: { kind: "SIGN_IN_CODE", museumId: { not: null } } })).toBe(0);
  });
});
