import { generateKeyPairSync } from "node:crypto";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "@/lib/auth/access-token";
import { tokenKeys } from "@/lib/auth/token-keys";
import { db } from "@/lib/db/client";
import { signInToDashboard } from "../support/dashboard-session";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { errorCodes, graphqlAs, postGraphql, staffToken, type GraphqlAnswer, type StaffToken } from "../support/graphql-client";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";

// Who may call the GraphQL API at all, and the limits that stop abusive requests before anything runs.

const ISSUER = `${AUTH_TEST_ORIGIN}/auth`;
const AUDIENCE = `${AUTH_TEST_ORIGIN}/api/graphql`;
const ME = { query: "{ me { email } }" };

function expectUnauthorized(answer: GraphqlAnswer, label: string) {
  expect(answer.status, label).toBe(401);
  expect(answer.body.error, label).toMatchObject({ code: "UNAUTHORIZED", message: expect.any(String), requestId: expect.any(String) });
  expect(answer.headers.get("www-authenticate"), label).toMatch(/^Bearer\b/);
  expect(JSON.stringify(answer.body), label).not.toContain('"data"');
}

describe.each(testProviders())("GraphQL access and limits on %s", (provider) => {
  // TRUST_PROXY: the sign-in helper sends X-Forwarded-For, as a proxy would (tests/support/sign-in.ts).
  const foyer = useFoyer(provider, { museums: ["graphql-limits"], env: { TRUST_PROXY: "true" }, sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museum = foyer.museum("graphql-limits");
  let owner: StaffToken;

  beforeAll(async () => {
    owner = await staffToken("olga@limits.test", museum.museumId, "OWNER");
  });

  it("answers a valid token, and 401 with WWW-Authenticate: Bearer to no token, a bad signature, an expired token or another audience", async () => {
    const ok = await postGraphql(foyer.baseUrl, ME, { authorization: `Bearer ${owner.token}` });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { me: { email: "olga@limits.test" } } });

    const { current } = await tokenKeys();
    const signed = (audience: string) =>
      new SignJWT({ email: owner.email })
        .setProtectedHeader({ alg: "ES256", kid: current.kid })
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setSubject(owner.userId)
        .setJti("jti")
        .setIssuedAt()
        .setExpirationTime("5m");
    expect((await postGraphql(foyer.baseUrl, ME, { authorization: `Bearer ${await signed(AUDIENCE).sign(current.privateKey)}` })).status, "the control token").toBe(200);

    const foreignKey = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
    const { accessToken: expired } = await issueAccessToken({ userId: owner.userId, email: owner.email }, new Date(Date.now() - 16 * 60 * 1000));
    const refused: [string, Record<string, string>][] = [
      ["no Authorization header", {}],
      ["a bad signature", { authorization: `Bearer ${await signed(AUDIENCE).sign(foreignKey)}` }],
      ["an expired token", { authorization: `Bearer ${expired}` }],
      ["another audience", { authorization: `Bearer ${await signed("https://elsewhere.test/api/graphql").sign(current.privateKey)}` }],
      ["an API key instead of a user token", { authorization: `Bearer ${museum.apiKey}` }],
      ["another scheme", { authorization: `Basic ${Buffer.from("olga:secret").toString("base64")}` }],
    ];
    for (const [label, headers] of refused) expectUnauthorized(await postGraphql(foyer.baseUrl, ME, headers), label);
  });

  it("accepts the dashboard session when no Authorization header is sent, and only with a JSON body", async () => {
    const cookie = await signInToDashboard(foyer.baseUrl, owner.email);
    const viaSession = await postGraphql(foyer.baseUrl, ME, { cookie });
    expect(viaSession.status, JSON.stringify(viaSession.body)).toBe(200);
    expect(viaSession.body.data.me.email).toBe(owner.email);

    const form = await fetch(`${foyer.baseUrl}/api/graphql`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ query: `mutation { createEvent(museumId: "${museum.museumId}", input: { name: "Forged" }) { id } }` }),
    });
    expect(form.status, "a cross-site form cannot use the session").toBe(415);
    const untyped = await fetch(`${foyer.baseUrl}/api/graphql`, { method: "POST", headers: { cookie }, body: new Blob([JSON.stringify(ME)]) });
    expect(untyped.status, "a body without Content-Type (what a cross-site no-cors fetch can send)").toBe(415);
    const preflight = await fetch(`${foyer.baseUrl}/api/graphql`, {
      method: "OPTIONS",
      headers: { origin: "https://elsewhere.test", "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.headers.get("access-control-allow-origin"), "no other site may send JSON with the cookie").toBeNull();
    expect(await db().event.count({ where: { name: "Forged" } })).toBe(0);
    expectUnauthorized(await postGraphql(foyer.baseUrl, ME, { cookie, authorization: "Bearer not-a-token" }), "a sent header decides");
    expectUnauthorized(await postGraphql(foyer.baseUrl, ME, { cookie: "foyer.session=forged" }), "a forged session");
  });

  it("refuses queries nested deeper than 8 levels with QUERY_TOO_DEEP, before running them", async () => {
    const call = graphqlAs(foyer.baseUrl, owner.token);
    const atLimit = await call(`query($m: ID!) { museum(id: $m) { customers { list { memberships { customer { memberships { customer { name } } } } } } } }`, { m: museum.museumId });
    expect(atLimit.body.errors, JSON.stringify(atLimit.body)).toBeUndefined();
    const tooDeep = await call(`query($m: ID!) { museum(id: $m) { customers { list { memberships { customer { memberships { customer { memberships { id } } } } } } } } }`, {
      m: museum.museumId,
    });
    expect(tooDeep.status).toBe(200);
    expect(tooDeep.body.data).toBeUndefined();
    expect(errorCodes(tooDeep)).toEqual(["QUERY_TOO_DEEP"]);
    expect(tooDeep.body.errors[0].message).toBe("Query depth limit of 8 exceeded, found 9.");
  });

  it("refuses too costly operations with QUERY_TOO_COMPLEX, and runs none of their mutations", async () => {
    const aliases = Array.from({ length: 1100 }, (_, index) => `e${index}: createEvent(museumId: $m, input: { name: "Costly ${index}" }) { id name }`);
    const answer = await graphqlAs(foyer.baseUrl, owner.token)(`mutation($m: ID!) { ${aliases.join(" ")} }`, { m: museum.museumId });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeUndefined();
    expect(errorCodes(answer)).toEqual(["QUERY_TOO_COMPLEX"]);
    expect(answer.body.errors[0].message).toMatch(/^Query Cost limit of 5000 exceeded, found \d+/);
    expect(await db().event.count({ where: { museumId: museum.museumId, name: { startsWith: "Costly" } } })).toBe(0);

    const fine = await graphqlAs(foyer.baseUrl, owner.token)(`{ ${Array.from({ length: 100 }, (_, index) => `m${index}: museums { id name }`).join(" ")} }`);
    expect(fine.body.errors).toBeUndefined();
  });

  it("caps the body at 1 MiB and accepts only JSON, with the /v1 error body", async () => {
    const headers = { authorization: `Bearer ${owner.token}` };
    const large = await postGraphql(foyer.baseUrl, { ...ME, variables: { padding: "x".repeat(1_048_576) } }, headers);
    expect(large.status).toBe(413);
    expect(large.body.error.code).toBe("PAYLOAD_TOO_LARGE");
    const text = await postGraphql(foyer.baseUrl, JSON.stringify(ME), { ...headers, "content-type": "text/plain" });
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const broken = await postGraphql(foyer.baseUrl, "{ not json", headers);
    expect(broken.body.error.code).toBe("INVALID_JSON");
  });

  it("gives every error a code, never an internal message", async () => {
    const call = graphqlAs(foyer.baseUrl, owner.token);
    expect(errorCodes(await call("{ me { id "))).toEqual(["GRAPHQL_PARSE_FAILED"]);
    expect(errorCodes(await call("{ unknownField }"))).toEqual(["GRAPHQL_VALIDATION_FAILED"]);
    expect(errorCodes(await call("query($m: ID!) { museum(id: $m) { id } }", { m: 12.5 }))).toEqual(["BAD_REQUEST"]);
    const missing = await call(`query($m: ID!) { museum(id: $m) { event(id: "not-a-uuid") { id } } }`, { m: museum.museumId });
    expect(missing.body.errors[0].extensions).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "id" }] });
    for (const answer of [await call("{ me { id "), missing]) expect(JSON.stringify(answer.body)).not.toMatch(/stack|prisma|originalError/i);
  });
});
