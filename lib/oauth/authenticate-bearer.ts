import { noteAssistantUse } from "@/lib/domain/assistants/connected-assistants";
import { ACCESS_TOKEN_PREFIX, findLiveAccessToken } from "@/lib/domain/assistants/grant-tokens";
import { verifyUserToken } from "@/lib/auth/access-token";
import { oauthEndpoints, resourceFor } from "./mcp-origin";
import { MCP_SCOPE, mcpConfig } from "./oauth-config";

// The resource-server half: who is calling POST /. An access token of ours maps to the grant a person
// made, and the tools act as that user. A grant whose login-service tokens (kept encrypted beside it)
// no longer decrypt, after the server's secret changed, is refused. With MCP_ALLOW_USER_TOKENS on
// (docs/mcp.md, "Locally, with a user token") a login-service user token is accepted as it is.

export interface McpCaller {
  userId: string;
  clientId: string | null;
  scopes: string[];
  expiresAt: Date | null;
}

/** Why a request is refused, as RFC 6750 3 puts it in WWW-Authenticate. */
export class BearerChallenge extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly error: "invalid_token" | "insufficient_scope" | null,
    readonly description: string,
  ) {
    super(description);
  }

  /** The header: always with resource_metadata and scope, so a client can start discovery (MCP authorization). */
  header(origin: string): string {
    const parts = [`resource_metadata="${oauthEndpoints(origin).protectedResourceMetadata}"`, `scope="${MCP_SCOPE}"`];
    if (this.error) parts.unshift(`error="${this.error}"`, `error_description="${this.description.replace(/["\\]/g, "")}"`);
    return `Bearer ${parts.join(", ")}`;
  }
}

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function invalidToken(description: string): BearerChallenge {
  return new BearerChallenge(401, "invalid_token", description);
}

async function callerFromAccessToken(token: string, origin: string, now: Date): Promise<McpCaller> {
  const live = await findLiveAccessToken(token, now);
  if (!live) throw invalidToken("The access token is invalid, expired or revoked.");
  const { grant } = live;
  if (grant.resource !== resourceFor(origin)) throw invalidToken("The access token was issued for another resource.");
  const scopes = grant.scope.split(" ");
  if (!scopes.includes(MCP_SCOPE)) throw new BearerChallenge(403, "insufficient_scope", `The access token lacks the scope ${MCP_SCOPE}.`);
  if (!live.userAccessToken) throw invalidToken("The access token is invalid, expired or revoked.");
  await noteAssistantUse(grant, now);
  return { userId: grant.userId, clientId: grant.clientId, scopes, expiresAt: live.expiresAt };
}

async function callerFromUserToken(token: string): Promise<McpCaller> {
  if (!mcpConfig().allowUserTokens) throw invalidToken("User tokens are not accepted here; connect with OAuth.");
  const identity = await verifyUserToken(token).catch(() => null);
  if (!identity) throw invalidToken("The user token is invalid or expired.");
  return { userId: identity.userId, clientId: null, scopes: [MCP_SCOPE], expiresAt: null };
}

/** The caller of a POST / with this Authorization header, or a BearerChallenge. */
export async function authenticateBearer(authorization: string | null, origin: string, now = new Date()): Promise<McpCaller> {
  const match = /^Bearer +([^\s]+)\s*$/i.exec(authorization ?? "");
  if (!match) throw new BearerChallenge(401, null, "Authorization is required.");
  const token = match[1]!;
  if (token.startsWith(ACCESS_TOKEN_PREFIX)) return callerFromAccessToken(token, origin, now);
  if (JWT_SHAPE.test(token)) return callerFromUserToken(token);
  throw invalidToken("The access token is invalid, expired or revoked.");
}
