import { randomUUID } from "node:crypto";
import { createLocalJWKSet, errors, jwtVerify, SignJWT } from "jose";
import { AppError } from "@/lib/errors/app-error";
import { authConfig } from "./auth-config";
import { TOKEN_ALGORITHM, tokenKeys } from "./token-keys";
import { VerifiedCredentials } from "./verified-credentials";

export interface AccessToken {
  accessToken: string;
  accessTokenExpiresAt: Date;
}

export interface UserIdentity {
  userId: string;
  email: string;
}

/** Signs a short-lived access token for the GraphQL API. */
export async function issueAccessToken(user: UserIdentity, now = new Date()): Promise<AccessToken> {
  const config = authConfig();
  const { current } = await tokenKeys();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + config.accessTokenTtlSeconds;
  const accessToken = await new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: current.kid, typ: "JWT" })
    .setIssuer(config.authUrl)
    .setAudience(config.audience)
    .setSubject(user.userId)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(current.privateKey);
  return { accessToken, accessTokenExpiresAt: new Date(expiresAt * 1000) };
}

/**
 * Checks an access token's signature (against every published key), issuer, audience and expiry.
 * Any failure is UNAUTHORIZED. Only a genuine token made for other addresses is told why (a CLI token
 * made without the server's PORT or PUBLIC_URL); every other failure says nothing of which check failed.
 */
export async function verifyUserToken(token: string): Promise<UserIdentity> {
  const config = authConfig();
  const identity = await verifiedTokens.verified(token, `${config.authUrl}\n${config.audience}`, async () => {
    const keys = createLocalJWKSet({ keys: (await tokenKeys()).publicJwks });
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: config.authUrl,
        audience: config.audience,
        requiredClaims: ["sub", "exp", "iat", "jti"],
      });
      if (typeof payload.sub !== "string" || typeof payload.email !== "string") throw new Error("claims missing");
      return { value: { userId: payload.sub, email: payload.email }, expiresAt: new Date(payload.exp! * 1000) };
    } catch (error) {
      throw new AppError("UNAUTHORIZED", otherAddressesMessage(error, config) ?? "The user token is missing, invalid or expired.");
    }
  });
  // The check above throws on a refusal rather than answering null.
  return identity!;
}

const verifiedTokens = new VerifiedCredentials<UserIdentity>();

/** The claim check runs after the signature's, so these claims are this login service's own words. */
function otherAddressesMessage(error: unknown, config: { authUrl: string; audience: string }): string | null {
  if (!(error instanceof errors.JWTClaimValidationFailed)) return null;
  if (error.claim === "iss") {
    return `The user token was made for the login service at ${String(error.payload.iss)}, not this server's (${config.authUrl}): make it with the server's PUBLIC_URL, AUTH_URL and PORT.`;
  }
  if (error.claim === "aud") {
    return `The user token was made for ${String(error.payload.aud)}, not this server's API (${config.audience}): make it with the server's PUBLIC_URL, AUTH_AUDIENCE and PORT.`;
  }
  return null;
}
