import { auth, UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName, sessionSecret } from "@/lib/auth/dashboard/session-cookie";
import { db } from "@/lib/db/client";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { createMember } from "../support/membership-fixtures";
import { browse, callTool, connectMcp, fetchFrom, hiddenField, onTestServer, post, visit } from "../support/mcp-oauth";
import { CALLBACK, MemoryOAuthProvider } from "../support/memory-oauth-provider";
import { authClient, emailedCode } from "../support/sign-in";

// The whole staff-tool-server flow with the MCP SDK's own client (OAuthClientProvider + auth()):
// 401 → discovery → registration → authorize → emailed-code sign-in → consent → complete → code →
// token → tools/list → tools/call → refresh, against npm start's default origin http://localhost:$MCP_PORT.

const TOOLS = [
  "list_museums",
  "list_locations",
  "get_location",
  "create_location",
  "update_location",
  "delete_location",
  "get_customer",
  "create_customer",
  "update_customer",
  "delete_customer",
  "get_membership",
  "create_membership",
  "update_membership",
  "cancel_membership",
  "delete_membership",
  "list_events",
  "get_event",
  "create_event",
  "update_event",
  "delete_event",
  "list_ticket_types",
  "get_ticket_type",
  "create_ticket_type",
  "update_ticket_type",
  "delete_ticket_type",
  "list_time_slots",
  "get_time_slot",
  "create_time_slot",
  "update_time_slot",
  "delete_time_slot",
  "preview_schedule",
  "create_schedule",
  "close_days",
  "sell_tickets",
  "hold_order",
  "confirm_order",
  "cancel_order",
  "extend_order",
  "send_order_tickets",
  "void_ticket",
  "check_in_visitor",
  "check_out_visitor",
  "occupancy_now",
  "list_check_ins",
  "day_capacity",
  "search_customers",
  "customer_memberships",
  "send_membership_email",
  "send_cancel_subscription_email",
  "verify_membership_qr",
  "slot_attendance",
  "sales_summary",
  "list_orders",
  "get_order",
  "visits_report",
];

describe.each(testProviders())("the staff tool server's OAuth flow on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["mcp-flow"], env: { TRUST_PROXY: "true", MCP_REFRESH_GRACE_SECONDS: "2", AUTH_OTP_EMAIL_LIMIT_MAX: "100" } });
  let origin: string;
  let serverUrl: string;
  let museumId: string;
  const editor = "edith@flow.test";
  const viewer = "victor@flow.test";

  /** Registration, authorization and the browser steps, ending with tokens saved in `oauth`. */
  async function authorize(oauth: MemoryOAuthProvider, email: string, ip: string) {
    const fetchFn = fetchFrom(ip);
    await expect(connectMcp(serverUrl, oauth, fetchFn)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(oauth.authorizationUrl, "the SDK opened the authorization endpoint").toBeDefined();
    const { callback, step } = await browse(oauth.authorizationUrl!, { foyer, ip, email });
    expect(callback.origin + callback.pathname).toBe(oauth.redirectUrl);
    expect(callback.searchParams.get("state")).toBe(oauth.stateValue);
    expect(callback.searchParams.get("iss")).toBe(origin);
    const transport = new StreamableHTTPClientTransport(new URL(serverUrl), { authProvider: oauth, fetch: fetchFn });
    await transport.finishAuth(callback.searchParams.get("code")!);
    return { step, fetchFn };
  }

  beforeAll(async () => {
    origin = `http://localhost:${new URL(foyer.mcpUrl).port}`;
    serverUrl = origin;
    museumId = foyer.museum("mcp-flow").museumId;
    await grantMuseumRole({ email: editor, museumId, role: "EDITOR" });
    await grantMuseumRole({ email: viewer, museumId, role: "VIEWER" });
  });

  it("answers POST / without a token with 401 and where to authorize", async () => {
    const answer = await fetch(`${serverUrl}/`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(answer.status).toBe(401);
    expect(answer.headers.get("www-authenticate")).toBe(`Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource", scope="foyer:staff"`);
  });

  it("connects with the SDK's client: registration, authorization, sign-in, consent, code, tokens, tools, refresh", async () => {
    const oauth = new MemoryOAuthProvider();
    const { step, fetchFn } = await authorize(oauth, editor, "203.0.113.10");
    expect(step, "the first authorization asks for consent").toBe("consent");
    expect(oauth.client?.client_id).toMatch(/^foyer_mcp_client_/);
    expect(oauth.client).not.toHaveProperty("client_secret");
    const authorizationUrl = oauth.authorizationUrl!;
    expect(authorizationUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizationUrl.searchParams.get("resource")).toBe(`${origin}/`);
    expect(authorizationUrl.searchParams.get("scope")).toBe("foyer:staff");
    const first = oauth.savedTokens!;
    expect(first.access_token).toMatch(/^foyer_mcp_at_/);
    expect(first.refresh_token).toMatch(/^foyer_mcp_rt_/);
    expect(first.token_type.toLowerCase()).toBe("bearer");
    expect(first.expires_in).toBeGreaterThan(800);
    expect(first.expires_in).toBeLessThanOrEqual(900);

    const client = await connectMcp(serverUrl, oauth, fetchFn);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOLS].sort());
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(typeof tool.annotations?.readOnlyHint, tool.name).toBe("boolean");
      expect(typeof tool.annotations?.destructiveHint, tool.name).toBe("boolean");
    }
    expect(tools.find((tool) => tool.name === "create_event")!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(tools.find((tool) => tool.name === "list_events")!.annotations).toMatchObject({ readOnlyHint: true });
    const museums = await callTool(client, "list_museums");
    expect(museums.isError).toBe(false);
    const { timezone } = await db().museum.findUniqueOrThrow({ where: { id: museumId }, select: { timezone: true } });
    expect(museums.data.museums).toEqual([expect.objectContaining({ id: museumId, role: "EDITOR", permissionToModifyMuseum: true, timeZone: timezone })]);
    expect(museums.text).toContain("EDITOR");
    const created = await callTool(client, "create_event", { museumId, name: "Made by an assistant" });
    expect(created.isError, created.text).toBe(false);
    expect(await db().event.count({ where: { museumId, name: "Made by an assistant" } })).toBe(1);
    await client.close();

    // The user's tokens behind the grant stay on the server, encrypted; ours are stored as hashes.
    const grant = await db().oAuthGrant.findFirstOrThrow({ where: { clientId: oauth.client!.client_id } });
    // A JWT's header always opens `eyJhbGci` ({"alg"…); a bare `eyJ` turns up by chance in ciphertext.
    expect(grant.userAccessToken).toMatch(/^v1\./);
    expect(grant.userAccessToken).not.toContain("eyJhbGci");
    expect(grant.userRefreshToken).not.toContain("foyer_rt_");
    const stored = JSON.stringify(await db().oAuthToken.findMany({ where: { grantId: grant.id } }));
    expect(stored).not.toContain(first.access_token);
    expect(stored).not.toContain(first.refresh_token);

    // Refresh: auth() sees a refresh token and rotates it; the login service's refresh token rotates too.
    const loginTokensBefore = await db().refreshToken.count({ where: { userId: grant.userId } });
    expect(await auth(oauth, { serverUrl, fetchFn })).toBe("AUTHORIZED");
    const second = oauth.savedTokens!;
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await db().refreshToken.count({ where: { userId: grant.userId } }), "the refresh passed through to the login service").toBe(loginTokensBefore + 1);
    const refreshed = await connectMcp(serverUrl, oauth, fetchFn);
    expect((await callTool(refreshed, "list_museums")).isError).toBe(false);
    await refreshed.close();
  });

  it("connects a client that asks to register with client_secret_post, as the SDK's example client does", async () => {
    const oauth = new MemoryOAuthProvider(CALLBACK, undefined, { name: "Test assistant", authMethod: "client_secret_post" });
    const { fetchFn } = await authorize(oauth, editor, "203.0.113.18");
    expect(oauth.client).toMatchObject({ token_endpoint_auth_method: "none" });
    expect(oauth.client).not.toHaveProperty("client_secret");
    const client = await connectMcp(serverUrl, oauth, fetchFn);
    expect((await callTool(client, "list_museums")).data.museums).toEqual([expect.objectContaining({ id: museumId })]);
    await client.close();
  });

  it("asks for consent once per client", async () => {
    const oauth = new MemoryOAuthProvider();
    expect((await authorize(oauth, editor, "203.0.113.11")).step).toBe("consent");
    oauth.savedTokens = undefined;
    const again = await authorize(oauth, editor, "203.0.113.11");
    expect(again.step, "the same client again: no consent question").toBe("continue");
    expect(oauth.tokens()?.access_token).toMatch(/^foyer_mcp_at_/);
  });

  it("sends a denied consent back to the client as access_denied, with state and iss", async () => {
    const oauth = new MemoryOAuthProvider();
    await expect(connectMcp(serverUrl, oauth, fetchFrom("203.0.113.12"))).rejects.toBeInstanceOf(UnauthorizedError);
    const { callback } = await browse(oauth.authorizationUrl!, { foyer, ip: "203.0.113.12", email: editor, decision: "deny" });
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("state")).toBe(oauth.stateValue);
    expect(callback.searchParams.get("iss")).toBe(origin);
    expect(callback.searchParams.has("code")).toBe(false);
    expect(await db().oAuthConsent.count({ where: { clientId: oauth.client!.client_id } })).toBe(0);
  });

  it("offers a viewer no changing tool, and refuses one with a permission error when another museum's role lists it", async () => {
    const member = await createMember(museumId, { email: "member@flow.test" });
    const oauth = new MemoryOAuthProvider();
    const { fetchFn } = await authorize(oauth, viewer, "203.0.113.13");
    const client = await connectMcp(serverUrl, oauth, fetchFn);
    expect((await client.listTools()).tools.map((tool) => tool.name)).not.toContain("create_event");
    // An editor of another museum is offered the changing tools, and refused them in this one.
    await grantMuseumRole({ email: viewer, museumId: (await foyer.seedMuseum("mcp-flow-other")).museumId, role: "EDITOR" });
    const eventsBefore = await db().event.count({ where: { museumId } });
    const emailsBefore = await db().emailOutbox.count({ where: { museumId } });

    const event = await callTool(client, "create_event", { museumId, name: "Not allowed" });
    expect(event.isError).toBe(true);
    expect(event.text).toMatch(/^Permission denied: .*VIEWER.*nothing was changed/s);
    expect(event.data.error.code).toBe("FORBIDDEN");
    const email = await callTool(client, "send_membership_email", { museumId, membershipId: member.membershipId });
    expect(email.isError).toBe(true);
    expect(email.data.error.code).toBe("FORBIDDEN");
    expect(await db().event.count({ where: { museumId } })).toBe(eventsBefore);
    expect(await db().emailOutbox.count({ where: { museumId } })).toBe(emailsBefore);

    const read = await callTool(client, "customer_memberships", { museumId, customerId: member.customerId });
    expect(read.isError, "a viewer still reads").toBe(false);
    expect(read.data.customer.memberships).toHaveLength(1);
    await client.close();
  });

  it("treats a refresh token presented after the grace period as reuse, and revokes the grant", async () => {
    const oauth = new MemoryOAuthProvider();
    const { fetchFn } = await authorize(oauth, editor, "203.0.113.16");
    const first = oauth.savedTokens!;
    expect(await auth(oauth, { serverUrl, fetchFn })).toBe("AUTHORIZED");
    const second = oauth.savedTokens!;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const refresh = (refreshToken: string) =>
      fetchFn(`${origin}/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "refresh_token", client_id: oauth.client!.client_id, refresh_token: refreshToken }).toString(),
      });
    const reuse = await refresh(first.refresh_token!);
    expect([reuse.status, (await reuse.json()).error]).toEqual([400, "invalid_grant"]);
    expect((await (await refresh(second.refresh_token!)).json()).error, "the newest refresh token is revoked too").toBe("invalid_grant");
    const call = await fetchFn(`${origin}/`, {
      method: "POST",
      headers: { authorization: `Bearer ${second.access_token}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(call.status, "and so is the newest access token").toBe(401);
  });

  it("lets a person signed in to the dashboard continue without a code", async () => {
    const oauth = new MemoryOAuthProvider();
    const ip = "203.0.113.17";
    await expect(connectMcp(serverUrl, oauth, fetchFrom(ip))).rejects.toBeInstanceOf(UnauthorizedError);
    const user = await db().user.findUniqueOrThrow({ where: { email: editor } });
    const sessionCookie = `${sessionCookieName()}=${await encode({ token: { sub: user.id, email: editor }, secret: sessionSecret() })}`;
    const codesBefore = await db().signInCode.count({ where: { userId: user.id } });
    const { callback, step } = await browse(oauth.authorizationUrl!, { foyer, ip, email: editor, sessionCookie });
    expect(step).toBe("consent");
    expect(await db().signInCode.count({ where: { userId: user.id } }), "no code was sent").toBe(codesBefore);
    const transport = new StreamableHTTPClientTransport(new URL(serverUrl), { authProvider: oauth, fetch: fetchFrom(ip) });
    await transport.finishAuth(callback.searchParams.get("code")!);
    const client = await connectMcp(serverUrl, oauth, fetchFrom(ip));
    expect((await callTool(client, "list_museums")).data.museums[0].role).toBe("EDITOR");
    await client.close();
  });

  // docs/auth.md, "Sign-in codes": the login page counts the wrong tries since the code was sent.
  it("says on the login page that a code is locked after five wrong tries", async () => {
    const oauth = new MemoryOAuthProvider();
    const ip = "203.0.113.29";
    await expect(connectMcp(serverUrl, oauth, fetchFrom(ip))).rejects.toBeInstanceOf(UnauthorizedError);
    const authorize = await visit(oauth.authorizationUrl!.toString(), ip);
    const ticket = new URL(authorize.location!).searchParams.get("mcp_oauth")!;
    const before = await db().emailOutbox.findFirst({ where: { kind: "SIGN_IN_CODE", to: editor }, orderBy: { createdAt: "desc" } });
    expect((await post(`${foyer.baseUrl}/auth/mcp/start`, ip, { mcp_oauth: ticket, email: editor })).status).toBe(303);
    const { code } = await emailedCode(editor, before?.id);
    const wrong = code === "000000" ? "111111" : "000000";
    let tries = "0";
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const refused = await post(`${foyer.baseUrl}/auth/mcp/verify`, ip, { mcp_oauth: ticket, email: editor, code: wrong, tries });
      expect(refused.status).toBe(303);
      const page = await visit(onTestServer(refused.location!, foyer), ip);
      expect(page.html).toContain(attempt < 5 ? "That code is wrong, expired or already used." : "This code is locked after 5 wrong tries. Send a new code.");
      tries = hiddenField(page.html, "tries");
      expect(tries).toBe(String(attempt));
    }
    // Locked means locked: the right code is refused too, in the same words.
    const right = await post(`${foyer.baseUrl}/auth/mcp/verify`, ip, { mcp_oauth: ticket, email: editor, code, tries });
    expect((await visit(onTestServer(right.location!, foyer), ip)).html).toContain("This code is locked after 5 wrong tries.");
  });

  it("accepts a login-service user token sent directly on POST / (local use)", async () => {
    const login = authClient(foyer.baseUrl);
    const before = await db().emailOutbox.findFirst({ where: { kind: "SIGN_IN_CODE", to: editor }, orderBy: { createdAt: "desc" } });
    expect((await login.start(editor, "203.0.113.14")).status).toBe(202);
    const { code } = await emailedCode(editor, before?.id);
    const { body } = await login.verify(editor, code, "203.0.113.14");
    const client = await connectMcp(serverUrl, undefined, fetchFrom("203.0.113.14"), body.accessToken);
    const museums = await callTool(client, "list_museums");
    expect(museums.data.museums[0].id).toBe(museumId);
    await client.close();
  });
});
