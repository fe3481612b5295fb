import { randomUUID } from "node:crypto";
import { EncryptJWT, jwtDecrypt } from "jose";
import { authConfig } from "@/lib/auth/auth-config";
import type { TokenPair } from "@/lib/auth/auth-schemas";
import { oauthEndpoints } from "./mcp-origin";
import { derivedKey } from "@/lib/domain/assistants/oauth-secret";

// What the login service posts to /oauth/complete: the signed-in user, their token pair and the
// ticket it answers, sealed (JWE, dir + A256GCM) under a key both services derive from the shared
// MCP_OAUTH_SECRET. Sealing authenticates the post (no one without the secret can make one) and
// keeps the user's tokens unreadable to the browser that carries it. It lives 5 minutes and is bound
// to one ticket, which is single-use.

const LIFETIME = "5m";

export interface Completion {
  ticket: string;
  userId: string;
  email: string;
  userTokens: Pick<TokenPair, "accessToken" | "accessTokenExpiresAt" | "refreshToken" | "refreshTokenExpiresAt">;
  /** The user had already consented to this client, so no consent question is asked. */
  consented: boolean;
}

interface CompletionClaims {
  ticket: string;
  email: string;
  consented: boolean;
  user_token: { access_token: string; access_token_expires_at: string; refresh_token: string; refresh_token_expires_at: string };
}

/** Seals a completion for the tool server at `issuer` (the ticket's origin). */
export async function sealCompletion(completion: Completion, issuer: string): Promise<string> {
  const { userTokens } = completion;
  const claims: CompletionClaims = {
    ticket: completion.ticket,
    email: completion.email,
    consented: completion.consented,
    user_token: {
      access_token: userTokens.accessToken,
      access_token_expires_at: userTokens.accessTokenExpiresAt.toISOString(),
      refresh_token: userTokens.refreshToken,
      refresh_token_expires_at: userTokens.refreshTokenExpiresAt.toISOString(),
    },
  };
  return new EncryptJWT({ ...claims })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM", typ: "foyer-mcp-completion" })
    .setIssuer(authConfig().authUrl)
    .setAudience(oauthEndpoints(issuer).complete)
    .setSubject(completion.userId)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .encrypt(derivedKey("oauth-complete"));
}

/** The completion sealed for this origin, or null when it is not one (forged, expired, another origin). */
export async function openCompletion(sealed: string, origin: string): Promise<Completion | null> {
  try {
    const { payload } = await jwtDecrypt(sealed, derivedKey("oauth-complete"), {
      issuer: authConfig().authUrl,
      audience: oauthEndpoints(origin).complete,
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
      requiredClaims: ["sub", "exp", "jti"],
    });
    const claims = payload as unknown as CompletionClaims & { sub: string };
    const token = claims.user_token;
    if (typeof claims.ticket !== "string" || typeof claims.email !== "string" || typeof token?.access_token !== "string") return null;
    return {
      ticket: claims.ticket,
      userId: claims.sub,
      email: claims.email,
      consented: claims.consented === true,
      userTokens: {
        accessToken: token.access_token,
        accessTokenExpiresAt: new Date(token.access_token_expires_at),
        refreshToken: token.refresh_token,
        refreshTokenExpiresAt: new Date(token.refresh_token_expires_at),
      },
    };
  } catch {
    return null;
  }
}
