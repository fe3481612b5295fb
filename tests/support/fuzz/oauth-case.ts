import fc from "fast-check";
import { CALLBACK } from "../memory-oauth-provider";
import type { BodyBytes } from "./hostile-input";
import { lookalike, type OAuthMaterial } from "./oauth-material";
import { sometimes } from "./oauth-parameters";
import type { RawRequest } from "./raw-request";

// What the OAuth fuzz's request arbitraries share: the case they make, the headers of the tool
// server's origin, and pools of values that look right but are not.

export type OAuthEndpoint = "metadata" | "register" | "authorize" | "token" | "complete" | "login-step" | "login-page" | "mcp";

export interface OAuthCase {
  endpoint: OAuthEndpoint;
  /** The tool server's port, or the dashboard's for the login service's steps. */
  baseUrl: string;
  raw: RawRequest;
  oversized: boolean;
  /** POST / with a credential that was real (the fuzz may have revoked it since): any answer but a 5xx will do. */
  realCredential: boolean;
}

export const METADATA_PATHS = ["/.well-known/oauth-authorization-server", "/.well-known/oauth-protected-resource"];

/** `usual`, and one time in thirteen one of `others`. */
export function rarely<T>(usual: T, others: readonly T[]): fc.Arbitrary<T> {
  return fc.oneof({ weight: 12, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: fc.constantFrom(...others) });
}

/** Headers for the tool server's origin: mostly npm start's default Host, sometimes another or a hostile one. */
export function originHeaders(material: OAuthMaterial): fc.Arbitrary<Record<string, string>> {
  const port = new URL(material.mcpUrl).port;
  const host = rarely(material.host, [`127.0.0.1:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`, "evil.example", "localhost:99999", "x"]);
  const forwardedFor = sometimes(fc.constantFrom("198.51.100.7", "1.1.1.1, 2.2.2.2", "not-an-address", "a".repeat(300), ","), 5);
  return fc.record({ host, forwardedFor }).map(({ host, forwardedFor }) => ({ host, ...(forwardedFor === null ? {} : { "x-forwarded-for": forwardedFor }) }));
}

/** With its length: Node sends a GET or DELETE body unframed otherwise, and the server reads it as the next request. */
export function bodyRequest(method: string, path: string, headers: Record<string, string>, body: BodyBytes): RawRequest {
  const framed = { ...headers, "content-length": String(body.bytes.length) };
  return { method, path, headers: body.contentType ? { ...framed, "content-type": body.contentType } : framed, body: body.bytes };
}

/** Values that look right but are not, or are right for another part of the request: other clients' ids, redirect URIs, codes. */
export function wrongValues(material: OAuthMaterial) {
  const port = new URL(material.mcpUrl).port;
  const clientIds = material.clients.map((client) => client.id);
  return {
    clientId: [...clientIds, lookalike("foyer_mcp_client_"), "foyer_mcp_client_short", ""],
    redirectUri: [
      ...material.clients.flatMap((client) => client.redirectUris),
      "http://127.0.0.1:9/oauth/callback",
      "http://localhost:4123/oauth/callback",
      `${CALLBACK}/`,
      `${CALLBACK}#fragment`,
      `${CALLBACK}\u0000`,
      ` ${CALLBACK}\t`,
      "https://app.example/callback?x=1",
      "https://evil.example/callback",
      "javascript:alert(1)",
    ],
    code: [...material.codes.map(({ code }) => code), lookalike("foyer_mcp_code_"), ...material.accessTokens],
    verifier: [...material.codes.map(({ verifier }) => verifier), lookalike(""), "short", "~".repeat(129), `${material.codes[0]!.verifier.slice(0, -1)}+`],
    challenge: [lookalike(""), "short", "=".repeat(43), "a".repeat(129)],
    resource: [`http://127.0.0.1:${port}/`, "https://elsewhere.example/", `${material.origin}/x`, ""],
    refreshToken: [...material.refreshTokens.map(({ token }) => token), lookalike("foyer_mcp_rt_"), ...material.accessTokens],
    ticket: [...material.tickets, lookalike("mcp_oauth_"), "mcp_oauth_", ""],
    /** Strings for hostile JSON bodies. */
    any: [...clientIds, CALLBACK, ...material.codes.map(({ code }) => code), "authorization_code", "refresh_token", "code", "S256", "none"],
  };
}
