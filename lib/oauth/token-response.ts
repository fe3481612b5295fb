import type { IssuedGrantTokens } from "@/lib/domain/assistants/grant-tokens";

/** The token endpoint's success body (RFC 6749 5.1). */
export interface TokenResponse {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token?: string;
  scope: string;
}

export function tokenResponse(issued: IssuedGrantTokens, now: Date): TokenResponse {
  return {
    access_token: issued.accessToken,
    token_type: "Bearer",
    expires_in: Math.max(0, Math.floor((issued.accessTokenExpiresAt.getTime() - now.getTime()) / 1000)),
    ...(issued.refreshToken ? { refresh_token: issued.refreshToken } : {}),
    scope: issued.scope,
  };
}
