import type { Page } from "@playwright/test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { MemoryOAuthProvider, type ClientRegistration } from "@/tests/support/memory-oauth-provider";

// An assistant connecting to the staff tool server as a desktop assistant does (docs/mcp.md): the
// MCP SDK's own client and OAuth flow, a loopback redirect URI on a random port, and the sign-in
// opened in a real browser, where the test plays the person.

/** The loopback server the browser is sent back to with the authorization code. */
export interface LoopbackCallback {
  redirectUrl: string;
  /** The code of the next redirect that carries `state`; a redirect with an error or another state fails it. */
  code(state: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

export async function startLoopbackCallback(): Promise<LoopbackCallback> {
  const arrived: URL[] = [];
  const listeners = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname !== "/callback") {
      response.writeHead(404).end();
      return;
    }
    arrived.push(url);
    for (const listener of listeners) listener();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>Assistant connected</title><h1>Connected</h1><p>You can go back to your assistant.</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  function code(state: string, timeoutMs = 30_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const redirect = arrived.shift();
        if (!redirect) return;
        settle();
        const found = redirect.searchParams.get("code");
        if (redirect.searchParams.get("state") !== state || !found) reject(new Error(`the browser came back with ${redirect.search}`));
        else resolve(found);
      };
      const timer = setTimeout(() => {
        settle();
        reject(new Error(`no redirect to the loopback callback within ${timeoutMs} ms`));
      }, timeoutMs);
      const settle = () => {
        clearTimeout(timer);
        listeners.delete(look);
      };
      listeners.add(look);
      look();
    });
  }

  return {
    redirectUrl: `http://127.0.0.1:${port}/callback`,
    code,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The SDK's OAuthClientProvider, kept in memory. Where a desktop assistant opens the system browser,
 * this one opens the authorization URL in the test's browser page.
 */
export class BrowserOAuthProvider extends MemoryOAuthProvider {
  constructor(
    private readonly page: Page,
    redirectUrl: string,
    registration: ClientRegistration,
  ) {
    super(redirectUrl, randomBytes(16).toString("base64url"), registration);
  }

  override async redirectToAuthorization(url: URL): Promise<void> {
    await this.page.goto(url.toString());
  }
}

const CLIENT_INFO = { name: "foyer-browser-test", version: "1.0.0" };

/** An assistant pointed at the tool server `serverUrl`, signing in through `page`. */
export class BrowserAssistant {
  readonly provider: BrowserOAuthProvider;
  private transport: StreamableHTTPClientTransport;

  constructor(
    private readonly serverUrl: URL,
    page: Page,
    private readonly callback: LoopbackCallback,
    registration: ClientRegistration,
  ) {
    this.provider = new BrowserOAuthProvider(page, callback.redirectUrl, registration);
    this.transport = this.newTransport();
  }

  private newTransport(): StreamableHTTPClientTransport {
    return new StreamableHTTPClientTransport(this.serverUrl, { authProvider: this.provider });
  }

  /**
   * The first connection: the server answers 401, the SDK discovers the authorization server,
   * registers the assistant and sends the browser to the authorization URL; then connect stops with
   * UnauthorizedError until the person has signed in.
   */
  async startConnecting(): Promise<void> {
    const refused = await new Client(CLIENT_INFO).connect(this.transport).then(
      () => null,
      (error: unknown) => error,
    );
    if (!(refused instanceof UnauthorizedError)) throw new Error(`expected the SDK to ask for authorization, got ${String(refused)}`);
  }

  /** Waits for the browser's redirect, exchanges its code for tokens and connects again with them. */
  async finishConnecting(): Promise<Client> {
    const code = await this.callback.code(this.provider.stateValue);
    await this.transport.finishAuth(code);
    this.transport = this.newTransport();
    const client = new Client(CLIENT_INFO);
    await client.connect(this.transport);
    return client;
  }
}
