import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";

// The MCP SDK's OAuthClientProvider, kept in memory, for the tool server's tests: the HTTP tests walk
// the login pages themselves (tests/support/mcp-oauth.ts, `browse`), and the browser test opens the
// authorization URL in Chromium (e2e/support/assistant.ts). It imports nothing of either runner.

export const CALLBACK = "http://127.0.0.1:4123/oauth/callback";

/** How the client registers: its name, and the token endpoint auth method it asks for. */
export interface ClientRegistration {
  name: string;
  /** Public clients ask for "none"; the SDK's example client asks for client_secret_post. */
  authMethod: string;
}

export class MemoryOAuthProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  savedTokens?: OAuthTokens;
  verifier = "";
  authorizationUrl?: URL;

  constructor(
    readonly redirectUrl: string = CALLBACK,
    readonly stateValue = `state-${Math.random().toString(36).slice(2)}`,
    readonly registration: ClientRegistration = { name: "Test assistant", authMethod: "none" },
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.registration.name,
      redirect_uris: [this.redirectUrl],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: this.registration.authMethod,
    };
  }

  state(): string {
    return this.stateValue;
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(client: OAuthClientInformationMixed) {
    this.client = client;
  }
  tokens() {
    return this.savedTokens;
  }
  saveTokens(tokens: OAuthTokens) {
    this.savedTokens = tokens;
  }
  /** Keeps the URL; whoever plays the person's browser opens it. */
  redirectToAuthorization(url: URL): void | Promise<void> {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}
