import { grantAuthorization } from "@/lib/domain/assistants/authorization-grants";
import { claimAuthorizationTicket } from "@/lib/domain/assistants/authorization-tickets";
import { verifyUserToken } from "@/lib/auth/access-token";
import { enforceExactLimit } from "@/lib/rate-limit/rate-limits";
import { openCompletion } from "./completion-assertion";
import { mcpConfig } from "./oauth-config";
import { OAuthError } from "./oauth-error";
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

  const request = await claimAuthorizationTicket({ ticket: completion.ticket, issuer: origin }, now);
  if (!request) throw new OAuthError("invalid_request", "This sign-in has expired or was already used.");

  const back = { state: request.state ?? undefined, iss: origin };
  if (!completion.consented && decision !== "allow") {
    return withQuery(request.redirectUri, { error: "access_denied", error_description: "The user did not allow access.", ...back });
  }
  const code = await grantAuthorization({ request, userId: completion.userId, userTokens: completion.userTokens, codeLifetimeSeconds: config.codeTtlSeconds }, now);
  return withQuery(request.redirectUri, { code, ...back });
}
