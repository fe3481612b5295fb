import { randomUUID } from "node:crypto";
import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { routeHandlers, serverActionFiles } from "../support/cross-tenant/app-routes";
import {
  crossSiteHeaders,
  dashboardChanges,
  defenseOf,
  EVIL_ORIGIN,
  formBodies,
  snapshotSignIn,
  stateChangingRoutes,
} from "../support/cross-tenant/csrf-doors";
import { buildTenant, settleEmails, snapshotMuseum, type Tenant } from "../support/cross-tenant/tenant";
import { freshSignInCode, postSignInCode, signInToDashboard } from "../support/dashboard-session";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { connectMcp, formAction, hiddenField } from "../support/mcp-oauth";
import { MemoryOAuthProvider } from "../support/memory-oauth-provider";
import { AUTH_TEST_ORIGIN, emailedCode } from "../support/sign-in";

// CSRF: another site cannot make a signed-in browser change anything. For every state-changing route
// (read from app/, so a new one fails until it is listed in csrf-doors.ts) the test sends, with a real
// session cookie, the requests another site can make a browser send — its Origin, Sec-Fetch-Site,
// the content types of an HTML form, a missing or wrong CSRF token — and proves each is refused and
// changed nothing; then the same request as Foyer's own page sends it succeeds, so the test can fail.

const OWNER = "owner@csrf.test";
const ATTACKER = "mallory@csrf.test";

interface Answer {
  status: number;
  code?: string;
  text: string;
  location: string | null;
  setCookies: string[];
}

async function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const response = await fetch(url, { method, headers, body, redirect: "manual" });
  const text = await response.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
  } catch {
    // Pages and redirects carry no error code.
  }
  return { status: response.status, code, text, location: response.headers.get("location"), setCookies: response.headers.getSetCookie() };
}

const setsCookie = (answer: Answer, name: string) => answer.setCookies.some((header) => header.startsWith(`${name}=`));
const clearsCookie = (answer: Answer, name: string) => answer.setCookies.some((header) => header.startsWith(`${name}=;`) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(header));

/** next-auth's CSRF token and its cookie (the double submit), as the sign-in page gets them. */
async function nextAuthCsrf(baseUrl: string, cookie = ""): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${baseUrl}/api/auth/csrf`, { headers: cookie ? { cookie } : {} });
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const set = response.headers.getSetCookie().find((header) => header.startsWith("foyer.csrf="));
  const sent = cookie.split("; ").find((pair) => pair.startsWith("foyer.csrf="));
  return { token: csrfToken, cookie: set ? set.split(";")[0]! : sent! };
}

describe.each(testProviders())("CSRF: what another site can make a signed-in browser send, on %s", (provider) => {
  // The shared tenants register a webhook endpoint on loopback, which only this setting allows (docs/webhooks.md).
  // The webhook worker stays idle: a delivery attempt between two snapshots would change the museum as
  // much as a request under test, and the dashboard's "send again" queues one.
  const foyer = useFoyer(provider, {
    env: { EXPIRY_SWEEP_SECONDS: "0", EMAIL_POLL_MS: "100", WEBHOOK_ALLOW_PRIVATE_URLS: "true", WEBHOOK_POLL_MS: "3600000" },
    sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN },
  });
  let museum: Tenant;
  let ownerId: string;
  let cookie: string;
  let site: string;

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const FORM = { "content-type": "application/x-www-form-urlencoded" };

  beforeAll(async () => {
    site = new URL(foyer.baseUrl).origin;
    museum = await buildTenant(foyer.baseUrl, foyer.database.url, "csrf");
    // The museum's emails are delivered before any snapshot, so only the requests under test change it.
    await settleEmails(museum);
    ownerId = (await grantMuseumRole({ email: OWNER, museumId: museum.museumId, role: "OWNER" })).userId;
    await grantMuseumRole({ email: ATTACKER, museumId: museum.museumId, role: "VIEWER" });
    cookie = await signInToDashboard(foyer.baseUrl, OWNER);
  });

  it("knows how every state-changing route is protected, and declares no server actions", () => {
    const changing = routeHandlers().filter(({ operation }) => !/^(GET|HEAD|OPTIONS) /.test(operation));
    const names = changing.map(({ operation }) => operation);
    expect(names.filter((operation) => !defenseOf(operation)), "state-changing routes with no CSRF defense listed").toEqual([]);
    expect(Object.keys(stateChangingRoutes).filter((operation) => !names.includes(operation)), "listed routes that do not exist").toEqual([]);
    const dashboard = changing.filter(({ operation }) => operation.includes(" /api/dashboard/"));
    expect(dashboard.filter(({ handler }) => handler !== "dashboardRoute"), "dashboard routes not made with dashboardRoute").toEqual([]);
    expect(dashboard.map(({ operation }) => operation).sort(), "dashboard routes without a request in dashboardChanges").toEqual(Object.keys(dashboardChanges).sort());
    expect(serverActionFiles(), "server actions are state-changing forms too: list and test them").toEqual([]);
  });

  it("refuses every changing dashboard route from another site or as a form, changing nothing; from the dashboard each succeeds", async () => {
    for (const [operation, change] of Object.entries(dashboardChanges)) {
      const url = foyer.baseUrl + change.path(museum);
      const json = change.body && JSON.stringify(change.body);
      const jsonType: Record<string, string> = json ? { "content-type": "application/json" } : {};
      const before = await snapshotMuseum(museum.museumId);
      for (const { shape, headers } of crossSiteHeaders) {
        const answer = await send(url, change.method, { cookie, ...jsonType, ...headers }, json);
        expect([answer.status, answer.code], `${operation} with ${shape}: ${answer.text}`).toEqual([403, "FORBIDDEN"]);
      }
      // Without Origin or Sec-Fetch-Site, as a browser that sends neither would post a form.
      for (const body of formBodies(change.body ?? {})) {
        const answer = await send(url, change.method, { cookie, "content-type": body.contentType }, body.body);
        expect([answer.status, answer.code], `${operation} as a ${body.shape}: ${answer.text}`).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
      }
      const preflight = await fetch(url, { method: "OPTIONS", headers: { origin: EVIL_ORIGIN, "access-control-request-method": change.method, "access-control-request-headers": "content-type" } });
      expect(preflight.headers.get("access-control-allow-origin"), `${operation}: a CORS preflight from another site`).toBeNull();
      expect(await snapshotMuseum(museum.museumId), `${operation}: the refused requests changed nothing`).toBe(before);

      const own = await send(url, change.method, { cookie, ...jsonType, origin: site, "sec-fetch-site": "same-origin" }, json);
      expect(own.status, `${operation} from the dashboard itself: ${own.text}`).toBeLessThan(300);
      expect(await snapshotMuseum(museum.museumId), `${operation} from the dashboard itself changes the museum`).not.toBe(before);
    }
  });

  it("refuses GraphQL sent as a form with the session cookie, changing nothing; the dashboard's JSON request succeeds", async () => {
    const operation = { query: 'mutation($m: ID!) { createEvent(museumId: $m, input: { name: "Planted" }) { id } }', variables: { m: museum.museumId } };
    const url = `${foyer.baseUrl}/api/graphql`;
    const before = await snapshotMuseum(museum.museumId);
    for (const body of formBodies(operation)) {
      for (const { shape, headers } of [{ shape: "no Origin", headers: {} }, ...crossSiteHeaders]) {
        const answer = await send(url, "POST", { cookie, "content-type": body.contentType, ...headers }, body.body);
        expect([answer.status, answer.code], `a ${body.shape} with ${shape}: ${answer.text}`).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
      }
    }
    // JSON needs a CORS preflight from another site, and /api/graphql grants none: the browser never sends it.
    const preflight = await fetch(url, { method: "OPTIONS", headers: { origin: EVIL_ORIGIN, "access-control-request-method": "POST", "access-control-request-headers": "content-type" } });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(await snapshotMuseum(museum.museumId)).toBe(before);

    const own = await send(url, "POST", { cookie, "content-type": "application/json", origin: site, "sec-fetch-site": "same-origin" }, JSON.stringify(operation));
    expect(JSON.parse(own.text).data?.createEvent?.id, own.text).toEqual(expect.any(String));
    expect(await snapshotMuseum(museum.museumId)).not.toBe(before);
  });

  it("refuses next-auth's sign-in without its CSRF token (login CSRF), leaving the code unused; with the token it signs in", async () => {
    const attackerId = (await db().user.findUniqueOrThrow({ where: { email: ATTACKER } })).id;
    const code = await freshSignInCode(foyer.baseUrl, ATTACKER);
    const before = await snapshotSignIn(attackerId, ATTACKER);
    const victims = await nextAuthCsrf(foyer.baseUrl);
    const attackers = await nextAuthCsrf(foyer.baseUrl);
    const attempts: { shape: string; csrf: Record<string, string>; cookie: string }[] = [
      { shape: "no token and no CSRF cookie", csrf: {}, cookie: "" },
      { shape: "the attacker's own token beside the victim's CSRF cookie", csrf: { csrfToken: attackers.token }, cookie: victims.cookie },
      { shape: "a made-up token beside the victim's CSRF cookie", csrf: { csrfToken: "0".repeat(64) }, cookie: victims.cookie },
      { shape: "the attacker's token without any CSRF cookie", csrf: { csrfToken: attackers.token }, cookie: "" },
    ];
    for (const attempt of attempts) {
      const headers = { ...FORM, origin: EVIL_ORIGIN, "sec-fetch-site": "cross-site", ...(attempt.cookie ? { cookie: attempt.cookie } : {}) };
      const answer = await send(`${foyer.baseUrl}/api/auth/callback/email-code`, "POST", headers, form({ ...attempt.csrf, email: ATTACKER, code, json: "true" }));
      const next = answer.location ?? (answer.text.startsWith("{") ? (JSON.parse(answer.text) as { url?: string }).url : "");
      expect(setsCookie(answer, "foyer.session"), `${attempt.shape}: a session was started`).toBe(false);
      expect(next, attempt.shape).toContain("csrf=true");
    }
    expect(await snapshotSignIn(attackerId, ATTACKER), "the refused sign-ins used or counted the code").toBe(before);
    const signedIn = await postSignInCode(foyer.baseUrl, ATTACKER, code);
    expect(signedIn.cookies.has("foyer.session"), "the same code signs in with the token").toBe(true);
  });

  it("refuses next-auth's sign-out and session update without the token, keeping the session; with the token both work", async () => {
    const stillSignedIn = async () => ((await (await fetch(`${foyer.baseUrl}/api/auth/session`, { headers: { cookie } })).json()) as { user?: { email?: string } }).user?.email;
    const victims = await nextAuthCsrf(foyer.baseUrl, cookie);
    const withCsrf = `${cookie}; ${victims.cookie}`;
    const attempts: { shape: string; fields: Record<string, string>; cookies: string; contentType: string }[] = [
      { shape: "no token", fields: {}, cookies: cookie, contentType: FORM["content-type"] },
      { shape: "a wrong token beside the CSRF cookie", fields: { csrfToken: "f".repeat(64) }, cookies: withCsrf, contentType: FORM["content-type"] },
      { shape: "the right token in a text/plain form", fields: { csrfToken: victims.token }, cookies: withCsrf, contentType: "text/plain" },
    ];
    for (const action of ["signout", "session"]) {
      for (const { shape, fields, cookies, contentType } of attempts) {
        const headers = { "content-type": contentType, origin: EVIL_ORIGIN, "sec-fetch-site": "cross-site", cookie: cookies };
        const answer = await send(`${foyer.baseUrl}/api/auth/${action}`, "POST", headers, form(fields));
        expect(setsCookie(answer, "foyer.session"), `${action} with ${shape}: the session cookie was touched`).toBe(false);
      }
      expect(await stillSignedIn(), `${action}: still signed in after the refused requests`).toBe(OWNER);
    }
    const updated = await send(`${foyer.baseUrl}/api/auth/session`, "POST", { "content-type": "application/json", cookie: withCsrf }, JSON.stringify({ csrfToken: victims.token, data: {} }));
    expect(updated.status).toBe(200);
    expect(setsCookie(updated, "foyer.session"), "the session update with the token re-issues the session").toBe(true);
    const signedOut = await send(`${foyer.baseUrl}/api/auth/signout`, "POST", { ...FORM, origin: site, cookie: withCsrf }, form({ csrfToken: victims.token }));
    expect(clearsCookie(signedOut, "foyer.session"), `sign-out with the token clears the session: ${signedOut.setCookies.join(" | ")}`).toBe(true);
  });

  it("refuses the assistant sign-in forms and /oauth/complete from another site, changing nothing; the pages' own forms succeed", async () => {
    const oauth = new MemoryOAuthProvider();
    const mcpOrigin = `http://localhost:${new URL(foyer.mcpUrl).port}`;
    await expect(connectMcp(mcpOrigin, oauth, fetch)).rejects.toBeInstanceOf(UnauthorizedError);
    const authorize = await fetch(oauth.authorizationUrl!, { redirect: "manual" });
    const ticket = new URL(authorize.headers.get("location")!).searchParams.get("mcp_oauth")!;
    const snapshot = () => snapshotSignIn(ownerId, OWNER);
    const previousEmail = await db().emailOutbox.findFirst({ where: { kind: "SIGN_IN_CODE", to: OWNER }, orderBy: { createdAt: "desc" } });

    async function refusedThenAccepted(step: string, fields: Record<string, string>, extra: Record<string, string> = {}): Promise<Answer> {
      const before = await snapshot();
      for (const { shape, headers } of crossSiteHeaders) {
        const answer = await send(`${foyer.baseUrl}/auth/mcp/${step}`, "POST", { ...FORM, ...extra, ...headers }, form(fields));
        expect(answer.status, `${step} with ${shape}`).toBe(403);
        expect(answer.setCookies, `${step} with ${shape}: no hand-off`).toEqual([]);
      }
      // A code is emailed after the answer; give a wrongly accepted request the time to queue one.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await snapshot(), `${step}: the refused forms changed nothing`).toBe(before);
      const accepted = await send(`${foyer.baseUrl}/auth/mcp/${step}`, "POST", { ...FORM, ...extra, origin: site, "sec-fetch-site": "same-origin" }, form(fields));
      expect(accepted.status, `${step} from the login page: ${accepted.text.slice(0, 300)}`).toBe(303);
      return accepted;
    }

    await refusedThenAccepted("start", { mcp_oauth: ticket, email: OWNER });
    const { code } = await emailedCode(OWNER, previousEmail?.id);
    const verified = await refusedThenAccepted("verify", { mcp_oauth: ticket, email: OWNER, code });
    expect(setsCookie(verified, "foyer.mcp-handoff"), "the code step hands off").toBe(true);
    const continued = await refusedThenAccepted("session", { mcp_oauth: ticket }, { cookie });
    expect(setsCookie(continued, "foyer.mcp-handoff"), "continuing as the dashboard's user hands off").toBe(true);

    // The consent page: its form posts the sealed assertion to the tool server's origin.
    const handoff = continued.setCookies.find((header) => header.startsWith("foyer.mcp-handoff="))!.split(";")[0]!;
    const page = await (await fetch(`${foyer.baseUrl}/auth/mcp?mcp_oauth=${ticket}`, { headers: { cookie: handoff } })).text();
    const assertion = hiddenField(page, "assertion");
    const complete = formAction(page);
    const before = await snapshot();
    const crossSite = { origin: EVIL_ORIGIN, "sec-fetch-site": "cross-site" };
    for (const [shape, headers, body] of [
      ["no assertion", { ...FORM, ...crossSite }, form({ decision: "allow" })],
      ["a forged assertion", { ...FORM, ...crossSite }, form({ assertion: "eyJhbGciOiJkaXIifQ..forged", decision: "allow" })],
      ["an altered assertion", { ...FORM, ...crossSite }, form({ assertion: assertion.slice(0, -2) + (assertion.endsWith("AA") ? "BB" : "AA"), decision: "allow" })],
      ["the real assertion as text/plain", { "content-type": "text/plain", ...crossSite }, `assertion=${assertion}&decision=allow`],
    ] as const) {
      const answer = await send(complete, "POST", headers, body);
      expect(answer.status, `/oauth/complete with ${shape}: ${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
      expect(answer.location, `/oauth/complete with ${shape}`).toBeNull();
    }
    expect(await snapshot(), "/oauth/complete: the refused posts granted nothing").toBe(before);
    // The login page is served with no-referrer, so its own cross-origin form arrives with Origin: null.
    const granted = await send(complete, "POST", { ...FORM, origin: "null" }, form({ assertion, decision: "allow" }));
    expect(granted.status, granted.text.slice(0, 300)).toBe(303);
    expect(new URL(granted.location!).searchParams.get("code")).toMatch(/^foyer_mcp_code_/);
    expect(await snapshot()).not.toBe(before);
  });

  it("lets the session cookie authorize nothing on /v1, the tool server and cron", async () => {
    const before = await snapshotMuseum(museum.museumId);
    const guarded = routeHandlers()
      .map(({ operation }) => operation)
      .filter((operation) => !/^(GET|HEAD|OPTIONS) /.test(operation) && ["authorization-header", "not-found"].includes(defenseOf(operation)!));
    for (const operation of guarded) {
      const [method, pattern] = operation.split(" ") as [string, string];
      const path = pattern.replace("{...path}", "nothing").replace(/\{[^}]+\}/g, randomUUID());
      // Cookies are not kept apart by port: the browser sends the session to the tool server's port too.
      const url = path.startsWith("/mcp-origin") ? `${foyer.mcpUrl}${path.slice("/mcp-origin".length) || "/"}` : foyer.baseUrl + path;
      const answer = await send(url, method, { cookie, "content-type": "application/json" }, "{}");
      expect(answer.status, `${operation} with only the session cookie: ${answer.text.slice(0, 200)}`).toBe(defenseOf(operation) === "not-found" ? 404 : 401);
    }
    expect(await snapshotMuseum(museum.museumId)).toBe(before);
  });
});
