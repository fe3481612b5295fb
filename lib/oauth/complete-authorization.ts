import { randomUUID } from "node:crypto";
import { verifyUserToken } from "@/lib/auth/access-token";
import { enforceExactLimit } from "@/lib/rate-limit/rate-limits";
import { db } from "@/lib/db/client";
import { openCompletion } from "./completion-assertion";
import { mcpConfig } from "./oauth-config";
import { OAuthError } from "./oauth-error";
import { encryptUserToken, hashSecretValue, newSecretValue } from "./oauth-secrets";
import { withQuery } from "./start-authorization";

// POST /oauth/complete: the login service hands over the signed-in user (sealed, see
// completion-assertion.ts). The ticket is consumed, consent recorded, and the browser is sent back to
// the client with a single-use code, the client's `state` and our `iss` (RFC 9207).

export type ConsentDecision = "allow" | "deny" | null;

function refused(description: string): OAuthError {
  return new OAuthError("access_denied", description, 401);
}

/** Answers the address the browser is sent to (303). */
export async function completeAuthorization(
  { assertion, decision, origin, ip }: { assertion: string | null; decision: ConsentDecision; origin: string; ip: string },
  now = new Date(),
): Promise<string> {
  const config = mcpConfig();
  await enforceExactLimit("oauth-complete-ip", ip, config.completePerIp);
  const completion = assertion ? await openCompletion(assertion, origin) : null;
  if (!completion) throw refused("This request does not come from Foyer's sign-in, so it cannot finish a connection.");
  const identity = await verifyUserToken(completion.userTokens.accessToken).catch(() => null);
  if (!identity || identity.userId !== completion.userId) throw refused("The sign-in behind this request is not valid.");
  if (!completion.consented && decision === null) throw new OAuthError("invalid_request", "Choose whether to allow the application.");

  const ticket = await db().oAuthAuthorizationTicket.findUnique({ where: { ticketHash: hashSecretValue(completion.ticket) } });
  const expired = new OAuthError("invalid_request", "This sign-in has expired or was already used.");
  if (!ticket || ticket.issuer !== origin || ticket.expiresAt <= now) throw expired;
  const claimed = await db().oAuthAuthorizationTicket.updateMany({ where: { id: ticket.id, usedAt: null }, data: { usedAt: now } });
  if (claimed.count === 0) throw expired;

  const back = { state: ticket.state ?? undefined, iss: origin };
  if (!completion.consented && decision !== "allow") {
    return withQuery(ticket.redirectUri, { error: "access_denied", error_description: "The user did not allow access.", ...back });
  }
  const code = newSecretValue("foyer_mcp_code_");
  const grantId = randomUUID();
  const { userTokens } = completion;
  await db().$transaction([
    db().oAuthConsent.upsert({
      where: { userId_clientId: { userId: completion.userId, clientId: ticket.clientId } },
      create: { userId: completion.userId, clientId: ticket.clientId, scope: ticket.scope, createdAt: now },
      update: {},
    }),
    db().oAuthGrant.create({
      data: {
        id: grantId,
        clientId: ticket.clientId,
        userId: completion.userId,
        issuer: ticket.issuer,
        resource: ticket.resource,
        scope: ticket.scope,
        redirectUri: ticket.redirectUri,
        codeHash: hashSecretValue(code),
        codeChallenge: ticket.codeChallenge,
        codeExpiresAt: new Date(now.getTime() + config.codeTtlSeconds * 1000),
        userAccessToken: encryptUserToken(userTokens.accessToken, grantId),
        userAccessTokenExpiresAt: userTokens.accessTokenExpiresAt,
        userRefreshToken: encryptUserToken(userTokens.refreshToken, grantId),
        userRefreshTokenExpiresAt: userTokens.refreshTokenExpiresAt,
        createdAt: now,
      },
    }),
  ]);
  return withQuery(ticket.redirectUri, { code, ...back });
}
