import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/types.js";
import { expect } from "vitest";
import { db } from "@/lib/db/client";
import type { RunningFoyer } from "./foyer-server";
import { emailedCode } from "./sign-in";

// Helpers for the staff tool server's tests: an MCP SDK OAuth client provider that keeps everything
// in memory, and a stand-in for the person's browser that walks the login service's pages.

/** fetch as a client at `ip` (the test server runs with TRUST_PROXY, so per-address limits see it). */
export function fetchFrom(ip: string): FetchLike {
  return (url, init) => {
    const headers = new Headers(init?.headers);
    headers.set("x-forwarded-for", ip);
    return fetch(url, { ...init, headers });
  };
}

/**
 * One JSON Schema validator for every MCP client of a test file: a client compiles every tool's
 * outputSchema when it lists the tools (about 1.5 s for them all), and a file's clients list the same
 * schemas, so each is compiled once.
 */
class CompiledOnce implements jsonSchemaValidator {
  private readonly ajv = new AjvJsonSchemaValidator();
  private readonly compiled = new Map<string, JsonSchemaValidator<unknown>>();

  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    const key = JSON.stringify(schema);
    let check = this.compiled.get(key);
    if (!check) {
      check = this.ajv.getValidator<unknown>(schema);
      this.compiled.set(key, check);
    }
    return check as JsonSchemaValidator<T>;
  }
}

export const outputSchemaChecks: jsonSchemaValidator = new CompiledOnce();

export async function connectMcp(serverUrl: string, provider: OAuthClientProvider | undefined, fetchFn: FetchLike, token?: string): Promise<Client> {
  const client = new Client({ name: "foyer-test", version: "1.0.0" }, { jsonSchemaValidator: outputSchemaChecks });
  const transport = new StreamableHTTPClientTransport(new URL(serverUrl), {
    authProvider: provider,
    fetch: fetchFn,
    requestInit: token ? { headers: { authorization: `Bearer ${token}` } } : undefined,
  });
  await client.connect(transport);
  return client;
}

/** The text and structured content of a tool call. */
export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as { type: string; text?: string }[]).map((part) => part.text ?? "").join("\n");
  return { isError: result.isError === true, text, data: result.structuredContent as any };
}

export interface BrowserOptions {
  foyer: RunningFoyer;
  ip: string;
  /** Sign in with an emailed code as this email. */
  email: string;
  /** A dashboard session cookie ("name=value"): the person is signed in already and needs no code. */
  sessionCookie?: string;
  /** The answer on the consent page, when there is one. */
  decision?: "allow" | "deny";
  /** Sees the page whose form posts to /oauth/complete. */
  onCompletePage?: (html: string) => void;
}

interface Page {
  status: number;
  location: string | null;
  html: string;
  setCookie: string | null;
}

export async function visit(url: string, ip: string, init: RequestInit = {}): Promise<Page> {
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", ip);
  const response = await fetch(url, { ...init, headers, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), html: await response.text(), setCookie: response.headers.get("set-cookie") };
}

export function post(url: string, ip: string, fields: Record<string, string>, cookie?: string): Promise<Page> {
  return visit(url, ip, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The login page's address on the test server (AUTH_URL names another origin than the random port). */
export function onTestServer(location: string, foyer: RunningFoyer): string {
  const url = new URL(location, foyer.baseUrl);
  return `${foyer.baseUrl}${url.pathname}${url.search}`;
}

export function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  expect(match, `no hidden field ${name} in:\n${html.slice(0, 2000)}`).not.toBeNull();
  return match![1]!;
}

export function formAction(html: string): string {
  const match = /<form[^>]*action="(http[^"]+\/oauth\/complete)"/.exec(html);
  expect(match, `no form posting to /oauth/complete in:\n${html.slice(0, 2000)}`).not.toBeNull();
  return match![1]!.replace(/&amp;/g, "&");
}

export interface BrowseResult {
  /** Where /oauth/complete sent the browser: the client's redirect URI with code, state and iss. */
  callback: URL;
  /** The page before /oauth/complete: "consent" or "continue". */
  step: "consent" | "continue";
}

async function signInWithCode(emailPage: Page, { foyer, ip, email }: BrowserOptions, ticket: string): Promise<Page> {
  expect(emailPage.html).toContain('action="/auth/mcp/start"');
  const before = await db().emailOutbox.findFirst({ where: { kind: "SIGN_IN_CODE", to: email }, orderBy: { createdAt: "desc" } });
  const started = await post(`${foyer.baseUrl}/auth/mcp/start`, ip, { mcp_oauth: ticket, email });
  expect(started.status).toBe(303);
  const { code } = await emailedCode(email, before?.id);
  return post(`${foyer.baseUrl}/auth/mcp/verify`, ip, { mcp_oauth: ticket, email, code });
}

async function continueSession(page: Page, { foyer, ip, email, sessionCookie }: BrowserOptions, ticket: string): Promise<Page> {
  expect(page.html).toContain(`Continue as ${email}`);
  return post(`${foyer.baseUrl}/auth/mcp/session`, ip, { mcp_oauth: ticket }, sessionCookie);
}

/**
 * What a person does in the browser after the client opens `authorizationUrl`: follow the redirect
 * to the login service, ask for a code and type it in (or continue as the dashboard's signed-in
 * user), consent (first time), and land on the client's redirect URI.
 */
export async function browse(authorizationUrl: URL, options: BrowserOptions): Promise<BrowseResult> {
  const { foyer, ip } = options;
  const authorize = await visit(authorizationUrl.toString(), ip);
  expect(authorize.status, authorize.html).toBe(302);
  const loginUrl = new URL(authorize.location!);
  expect(loginUrl.pathname).toBe("/auth/mcp");
  const ticket = loginUrl.searchParams.get("mcp_oauth")!;
  expect(ticket).toMatch(/^mcp_oauth_/);
  const firstPage = await visit(onTestServer(authorize.location!, foyer), ip, { headers: options.sessionCookie ? { cookie: options.sessionCookie } : {} });
  expect(firstPage.status).toBe(200);
  const verified = options.sessionCookie ? await continueSession(firstPage, options, ticket) : await signInWithCode(firstPage, options, ticket);
  expect(verified.status).toBe(303);
  expect(verified.setCookie, "the hand-off cookie").toMatch(/^foyer\.mcp-handoff=[^;]+; Path=\/auth\/mcp; Max-Age=300; HttpOnly; SameSite=Lax/);
  const cookie = verified.setCookie!.split(";")[0]!;
  const next = await visit(onTestServer(verified.location!, foyer), ip, { headers: { cookie } });
  expect(next.status).toBe(200);
  options.onCompletePage?.(next.html);
  const step = next.html.includes('value="allow"') ? "consent" : "continue";
  const fields: Record<string, string> = { assertion: hiddenField(next.html, "assertion") };
  if (step === "consent") fields.decision = options.decision ?? "allow";
  const completed = await post(formAction(next.html), ip, fields);
  expect(completed.status, completed.html).toBe(303);
  return { callback: new URL(completed.location!), step };
}
