import { endGrantOfToken } from "@/lib/domain/assistants/grant-tokens";
import { findOAuthClient } from "@/lib/domain/assistants/oauth-clients";
import { enforceExactLimit } from "@/lib/rate-limit/rate-limits";
import { mcpConfig } from "./oauth-config";
import { OAuthError } from "./oauth-error";
import { required } from "./oauth-route";
import { challengeFor } from "./token-endpoint";

// POST /oauth/revoke (RFC 7009; docs/mcp.md, "Disconnecting an assistant"). Revoking either token of
// an authorization ends the whole authorization: its refresh family and every access token it issued
// stop at once, so an assistant that is let go cannot carry on with the other half. As the RFC asks,
// a token that is unknown, expired, already revoked or another client's answers 200 like a revoked
// one, and then nothing is revoked: one client can neither revoke nor probe another's tokens.

export async function revokeToken({ form, authorization, origin, ip }: { form: URLSearchParams; authorization: string | null; origin: string; ip: string }): Promise<void> {
  await enforceExactLimit("oauth-token-ip", ip, mcpConfig().tokenPerIp);
  if (authorization !== null || form.has("client_secret")) {
    throw new OAuthError("invalid_client", 'Clients of this server are public: send client_id alone (token_endpoint_auth_method "none").', 401, undefined, challengeFor(authorization, origin));
  }
  // token_type_hint is only a hint (RFC 7009 2.1): every token is looked up by its hash, whatever it says.
  const token = required(form, "token");
  const client = await findOAuthClient(required(form, "client_id"));
  if (!client) throw new OAuthError("invalid_client", "Unknown client_id.", 401);
  await endGrantOfToken({ token, clientId: client.id });
}
