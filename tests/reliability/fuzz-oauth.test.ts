import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseProvider } from "@/lib/config/database-url";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { expectOAuthAnswer, RFC6749_DESCRIPTION } from "../support/fuzz/oauth-answers";
import type { OAuthCase } from "../support/fuzz/oauth-case";
import { lookalike, prepareOAuthMaterial, type OAuthMaterial } from "../support/fuzz/oauth-material";
import { authorizeCase, mcpCase, metadataCase, registerCase, tokenCase } from "../support/fuzz/oauth-client-requests";
import { completeCase, loginPageCase, loginStepCase } from "../support/fuzz/oauth-sign-in-requests";
import { describeRequest, sendRaw, type RawRequest, type RawResponse } from "../support/fuzz/raw-request";
import { CALLBACK } from "../support/memory-oauth-provider";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";

// Property-based: every endpoint of the staff tool server's OAuth server (metadata, registration,
// authorization, token, completion), the login service's steps of an assistant's sign-in, and POST /
// without a good token, driven with RFC 6749-shaped requests built from a real client's values and
// then mutated. Any 5xx, dropped connection, undocumented error body or redirect to an unregistered
// address fails the run. FUZZ_RUNS cases per database (default below); FUZZ_SEED replays a run
// (every run prints its seed), as in fuzz-rest.test.ts.

// Each case is one request (about 15 ms on a busy 2-CPU machine, 20 ms on PostgreSQL, whose writes
// of registrations, tickets and tokens cost more); these keep a run near half a minute per database,
// each run from a new seed. With fuzz-rest.test.ts and fuzz-graphql.test.ts, a CI run over both
// databases sends 9,750 cases.
const DEFAULT_RUNS: Record<DatabaseProvider, number> = { sqlite: 1_250, postgresql: 1_000 };
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ANSWER_TIMEOUT_MS = 30_000;

/** sendRaw, failing instead of waiting forever when the server never answers. */
function answerOf(baseUrl: string, raw: RawRequest): Promise<RawResponse> {
  let timer: NodeJS.Timeout | undefined;
  const dropped = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s (connection dropped?)\n${describeRequest(raw)}`)), ANSWER_TIMEOUT_MS);
  });
  return Promise.race([sendRaw(baseUrl, raw), dropped]).finally(() => clearTimeout(timer));
}

/** Every endpoint, weighted towards the ones with the most code behind them. */
function oauthCases(material: OAuthMaterial): fc.Arbitrary<OAuthCase> {
  return fc.oneof(
    { weight: 1, arbitrary: metadataCase(material) },
    { weight: 3, arbitrary: registerCase(material) },
    { weight: 4, arbitrary: authorizeCase(material) },
    { weight: 5, arbitrary: tokenCase(material) },
    { weight: 2, arbitrary: completeCase(material) },
    { weight: 2, arbitrary: loginStepCase(material) },
    { weight: 1, arbitrary: loginPageCase(material) },
    { weight: 3, arbitrary: mcpCase(material) },
  );
}

// Every per-address limit of the OAuth endpoints and the sign-in, far above what the fuzz sends from
// one address, so cases reach the code behind the limits (tests/auth/oauth-endpoints.test.ts and
// tests/reliability/rate-limits.test.ts test the limits themselves).
const UNLIMITED = Object.fromEntries(
  ["MCP_OAUTH_REGISTER", "MCP_OAUTH_AUTHORIZE", "MCP_OAUTH_COMPLETE", "MCP_OAUTH_TOKEN", "AUTH_OTP_EMAIL", "AUTH_OTP_IP", "AUTH_VERIFY_IP", "AUTH_REFRESH_IP"].map((name) => [`${name}_LIMIT_MAX`, "1000000"]),
);

describe.each(testProviders())("hostile OAuth input on %s", (provider) => {
  const runs = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS[provider]);
  const foyer = useFoyer(provider, { museums: ["oauth-fuzz"], env: { TRUST_PROXY: "true", EXPIRY_SWEEP_SECONDS: "0", ...UNLIMITED }, sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  let material: OAuthMaterial;

  beforeAll(async () => {
    // The hand-offs are sealed in this process with user tokens it issues: both sides name one login service.
    const { museumId } = foyer.museum("oauth-fuzz");
    material = await prepareOAuthMaterial(foyer, museumId, "ida@oauth-fuzz.test");
  });

  it(`answers ${runs} random and mutated OAuth requests as the RFCs say, never with a 5xx`, async () => {
    console.log(`OAuth fuzz on ${provider}: seed ${SEED}, ${runs} cases (FUZZ_SEED=${SEED} replays)`);
    const answered = new Map<string, number>();
    const run = await fc.check(
      fc.asyncProperty(oauthCases(material), async (kase) => {
        const answer = await answerOf(kase.baseUrl, kase.raw);
        const key = `${kase.endpoint} ${answer.status}`;
        answered.set(key, (answered.get(key) ?? 0) + 1);
        expectOAuthAnswer(kase, answer, material);
      }),
      { numRuns: runs, seed: SEED, endOnFailure: true },
    );
    // The failing request is in the error's message; fast-check's own report would print it unabridged.
    if (run.failed) throw new Error(`case ${run.numRuns} of seed ${SEED} (FUZZ_SEED=${SEED} replays) failed:\n${String((run.errorInstance as Error)?.message ?? run.errorInstance)}`);
    console.log(`OAuth fuzz on ${provider}, answers: ${[...answered].sort().map(([key, count]) => `${key}×${count}`).join(", ")}`);
    expect((await fetch(`${foyer.baseUrl}/healthz`)).status).toBe(200);
    expect(foyer.output(), "an error was logged as unhandled even though its answer was not a 5xx").not.toContain("unhandled error");
    // Cases built from the real client's values get past the first checks: a full run issues tokens,
    // registers clients, starts sign-ins and completes authorizations. If it does not, the fuzz has
    // stopped reaching the code behind the checks (broken material), and its passing means little.
    if (runs >= 1_000) {
      for (const reached of ["token 200", "register 201", "authorize 302", "complete 303", "login-step 303"]) expect(answered.get(reached), reached).toBeGreaterThan(0);
    }
  }, 900_000);

  // Found by this suite: the token endpoint answered a client that tried HTTP authentication 401
  // without a challenge, which RFC 6749 5.2 requires.
  it("answers a token request that tries HTTP authentication with 401 and a challenge in the scheme it used", async () => {
    const [real] = material.codes;
    const form = Buffer.from(new URLSearchParams({ grant_type: "authorization_code", client_id: real!.clientId, code: real!.code, code_verifier: real!.verifier }).toString());
    for (const [authorization, scheme] of [[`Basic ${Buffer.from(`${real!.clientId}:`).toString("base64")}`, "Basic"], ["Bearer x", "Bearer"], ["!!!", "Basic"]] as const) {
      const answer = await sendRaw(material.mcpUrl, { method: "POST", path: "/oauth/token", headers: { host: material.host, authorization, "content-type": "application/x-www-form-urlencoded" }, body: form });
      expect([answer.status, JSON.parse(answer.text).error], authorization).toEqual([401, "invalid_client"]);
      expect(answer.headers["www-authenticate"], authorization).toBe(`${scheme} realm="${material.origin}"`);
    }
  });

  // Found by this suite: descriptions quoted values ('"none"', '"code"') and echoed what the client
  // sent (any character), where RFC 6749 allows printable ASCII without '"' and '\'.
  it("keeps every error_description within RFC 6749's characters, even when it quotes what the client sent", async () => {
    const post = (path: string, contentType: string, body: string, headers: Record<string, string> = {}) =>
      sendRaw(material.mcpUrl, { method: "POST", path, headers: { host: material.host, "content-type": contentType, ...headers }, body: Buffer.from(body) });
    const jsonAnswers = [
      await post("/oauth/register", "application/json", JSON.stringify({ redirect_uris: ['é"quoted"\\not-a-url'] })),
      await post("/oauth/register", "application/json", JSON.stringify({ redirect_uris: [CALLBACK], response_types: ["token"] })),
      await post("/oauth/token", "application/x-www-form-urlencoded", "grant_type=refresh_token", { authorization: "Basic eDp5" }),
    ];
    const descriptions = jsonAnswers.map((answer) => {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      return JSON.parse(answer.text).error_description as string;
    });
    const client = material.clients[1]!;
    const query = new URLSearchParams({ response_type: "token", client_id: client.id, redirect_uri: CALLBACK, code_challenge: lookalike(""), code_challenge_method: "S256" });
    const redirected = await sendRaw(material.mcpUrl, { method: "GET", path: `/oauth/authorize?${query}`, headers: { host: material.host } });
    expect(redirected.status).toBe(302);
    descriptions.push(new URL(String(redirected.headers.location)).searchParams.get("error_description")!);
    for (const description of descriptions) expect(description).toMatch(RFC6749_DESCRIPTION);
    expect(descriptions[0], "the echoed value is kept, made to fit").toContain("'?'quoted'?not-a-url'");
  });

  // Found by this suite: PostgreSQL refused to store a ticket whose state or redirect URI held a NUL
  // (a 400 page there, a sign-in on SQLite), and a redirect URI with spaces or control characters,
  // which URL parsing drops, matched the registered one it is not equal to.
  it("refuses a NUL in state, and spaces or control characters in a redirect URI, alike on every database", async () => {
    const client = material.clients[1]!;
    const authorize = (change: Record<string, string>) => {
      const query = new URLSearchParams({ response_type: "code", client_id: client.id, redirect_uri: CALLBACK, code_challenge: lookalike(""), code_challenge_method: "S256", ...change });
      return sendRaw(material.mcpUrl, { method: "GET", path: `/oauth/authorize?${query}`, headers: { host: material.host } });
    };
    const nulState = await authorize({ state: "a\u0000b" });
    expect(nulState.status).toBe(302);
    const back = new URL(String(nulState.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect([back.searchParams.get("error"), back.searchParams.get("state")]).toEqual(["invalid_request", "a\u0000b"]);
    for (const redirectUri of [`${CALLBACK}\u0000`, ` ${CALLBACK}`, CALLBACK.replace("oauth", "oa\tuth")]) {
      const page = await authorize({ redirect_uri: redirectUri });
      expect([page.status, page.headers.location], JSON.stringify(redirectUri)).toEqual([400, undefined]);
    }
    const registered = await sendRaw(material.mcpUrl, {
      method: "POST",
      path: "/oauth/register",
      headers: { host: material.host, "content-type": "application/json" },
      body: Buffer.from(JSON.stringify({ redirect_uris: [" https://app.example/cb"] })),
    });
    expect([registered.status, JSON.parse(registered.text).error]).toEqual([400, "invalid_redirect_uri"]);
  });
});
