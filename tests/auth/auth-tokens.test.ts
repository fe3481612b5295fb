import { generateKeyPairSync } from "node:crypto";
import { createRemoteJWKSet, jwtVerify, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken, verifyUserToken } from "@/lib/auth/access-token";
import { hashRefreshToken } from "@/lib/domain/staff-sign-in/login-secret";
import { tokenKeys } from "@/lib/auth/token-keys";
import { db } from "@/lib/db/client";
import { testProviders } from "../support/databases";
import { expectError } from "../support/expect-error";
import { useFoyer } from "../support/foyer-fixture";
import { runScript } from "../support/run-command";
import { AUTH_TEST_ORIGIN, authClient, createStaffUser, emailedCode } from "../support/sign-in";

const ISSUER = `${AUTH_TEST_ORIGIN}/auth`;
const AUDIENCE = `${AUTH_TEST_ORIGIN}/api/graphql`;

async function expectUnauthorized(token: string) {
  await expect(verifyUserToken(token)).rejects.toMatchObject({ name: "AppError", code: "UNAUTHORIZED" });
}

describe.each(testProviders())("user tokens on %s", (provider) => {
  // Stands for a deployment behind a proxy, which sets X-Forwarded-For (tests/support/sign-in.ts).
  const foyer = useFoyer(provider, { museums: ["auth-tokens"], env: { TRUST_PROXY: "true" }, sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  let auth: ReturnType<typeof authClient>;
  let jwks: ReturnType<typeof createRemoteJWKSet>;
  let userId: string;

  async function signIn(email: string) {
    const before = await db().emailOutbox.findFirst({ where: { kind: "SIGN_IN_CODE", to: email }, orderBy: { createdAt: "desc" } });
    expect((await auth.start(email)).status).toBe(202);
    const { code } = await emailedCode(email, before?.id);
    const answer = await auth.verify(email, code);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { accessToken: string; refreshToken: string };
  }

  beforeAll(async () => {
    const museum = foyer.museum("auth-tokens");
    // verifyUserToken runs in this process: same origin and same database (so same key file) as the server.
    auth = authClient(foyer.baseUrl);
    jwks = createRemoteJWKSet(new URL(`${foyer.baseUrl}/auth/.well-known/jwks.json`));
    userId = await createStaffUser("katherine@staff.test", museum.museumId);
  });

  it("publishes ES256 public keys only", async () => {
    const answer = await auth.jwks();
    expect(answer.status).toBe(200);
    expect(answer.body.keys).toHaveLength(1);
    expect(answer.body.keys[0]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig", kid: expect.any(String) });
    expect(answer.body.keys[0]).not.toHaveProperty("d");
  });

  it("mints an access token that verifies against the JWKS fetched over HTTP", async () => {
    const { accessToken } = await signIn("katherine@staff.test");
    const { payload, protectedHeader } = await jwtVerify(accessToken, jwks, { issuer: ISSUER, audience: AUDIENCE });
    expect(protectedHeader.alg).toBe("ES256");
    expect(payload).toMatchObject({ sub: userId, email: "katherine@staff.test", jti: expect.any(String) });
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
    expect(await verifyUserToken(accessToken)).toEqual({ userId, email: "katherine@staff.test" });
  });

  it("refuses tokens for another audience, with a bad signature, or expired", async () => {
    const { current } = await tokenKeys();
    const signed = (audience: string) =>
      new SignJWT({ email: "katherine@staff.test" })
        .setProtectedHeader({ alg: "ES256", kid: current.kid })
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setSubject(userId)
        .setJti("j")
        .setIssuedAt()
        .setExpirationTime("5m");
    expect(await verifyUserToken(await signed(AUDIENCE).sign(current.privateKey))).toEqual({ userId, email: "katherine@staff.test" });
    await expectUnauthorized(await signed("https://elsewhere.test/api").sign(current.privateKey));
    await expectUnauthorized(await signed(AUDIENCE).sign(generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey));
    const { accessToken: expired } = await issueAccessToken({ userId, email: "katherine@staff.test" }, new Date(Date.now() - 16 * 60 * 1000));
    await expectUnauthorized(expired);
    const { accessToken } = await issueAccessToken({ userId, email: "katherine@staff.test" });
    const [header, payload, signature] = accessToken.split(".");
    await expectUnauthorized(`${header}.${payload}.${signature!.slice(0, -4)}AAAA`);
    await expectUnauthorized("not-a-token");
  });

  it("rotates refresh tokens, and a reused one revokes its whole family", async () => {
    const first = await signIn("katherine@staff.test");
    const other = await signIn("katherine@staff.test");
    expect(JSON.stringify(await db().refreshToken.findMany())).not.toContain(first.refreshToken);

    const second = await auth.refresh(first.refreshToken);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect(await verifyUserToken(second.body.accessToken)).toEqual({ userId, email: "katherine@staff.test" });
    const third = await auth.refresh(second.body.refreshToken);
    expect(third.status).toBe(200);

    expectError(await auth.refresh(first.refreshToken), 401, "INVALID_REFRESH_TOKEN", "reuse of a consumed token");
    expectError(await auth.refresh(third.body.refreshToken), 401, "INVALID_REFRESH_TOKEN", "the family's newest token");
    const root = await db().refreshToken.findUniqueOrThrow({ where: { tokenHash: hashRefreshToken(first.refreshToken) } });
    const family = await db().refreshToken.findMany({ where: { familyId: root.familyId } });
    expect(family).toHaveLength(3);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);

    const unrelated = await auth.refresh(other.refreshToken);
    expect(unrelated.status, "another sign-in's family is untouched").toBe(200);
    expectError(await auth.refresh("foyer_rt_made-up"), 401, "INVALID_REFRESH_TOKEN");
  });

  it("refuses an expired refresh token", async () => {
    const { refreshToken } = await signIn("katherine@staff.test");
    await db().refreshToken.updateMany({ where: { consumedAt: null, revokedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expectError(await auth.refresh(refreshToken), 401, "INVALID_REFRESH_TOKEN");
  });

  it("prints a verifiable token with `user token`, and refuses an unknown user in one line", async () => {
    const env = { DATABASE_URL: foyer.database.url, PUBLIC_URL: AUTH_TEST_ORIGIN };
    const made = await runScript("scripts/cli.mjs", ["user", "token", "--email", "Katherine@staff.test", "--json"], env);
    expect(made.code, made.stderr).toBe(0);
    const output = JSON.parse(made.stdout) as { accessToken: string; expiresAt: string; issuer: string };
    expect(Object.keys(output).sort()).toEqual(["accessToken", "expiresAt", "issuer"]);
    expect(output.issuer).toBe(ISSUER);
    expect(made.stderr).toContain(`login service is ${ISSUER}`);
    const { payload } = await jwtVerify(output.accessToken, jwks, { issuer: ISSUER, audience: AUDIENCE });
    expect(payload.sub).toBe(userId);
    expect(payload.exp! * 1000).toBe(Date.parse(output.expiresAt));

    // Made without the server's address (another port): refused, and the refusal says why.
    const elsewhere = await runScript("scripts/cli.mjs", ["user", "token", "--email", "katherine@staff.test"], { ...env, PUBLIC_URL: "http://localhost:4999" });
    expect(elsewhere.code, elsewhere.stderr).toBe(0);
    const refusal = verifyUserToken(elsewhere.stdout.trim());
    await expect(refusal).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(refusal).rejects.toThrow(`made for the login service at http://localhost:4999/auth, not this server's (${ISSUER})`);

    const unknown = await runScript("scripts/cli.mjs", ["user", "token", "--email", "stranger@staff.test"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim().split("\n")).toEqual(["foyer: No staff user with the email stranger@staff.test."]);
  });
});
