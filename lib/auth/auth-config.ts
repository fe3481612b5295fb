import { environment, perWindowLimit, setting, type RateLimit, type SettingsSource } from "@/lib/config/settings";
import { authUrl, graphqlAudience } from "@/lib/config/public-addresses";

// The login service's settings, each listed with its default in docs/auth.md.

export interface AuthConfig {
  /** The login service's address and the `iss` of every access token. */
  authUrl: string;
  /** The `aud` of access tokens: the GraphQL API they are meant for. */
  audience: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  codeTtlSeconds: number;
  codeMaxAttempts: number;
  otpPerEmail: RateLimit;
  otpPerIp: RateLimit;
  verifyPerIp: RateLimit;
  refreshPerIp: RateLimit;
}

export function authConfig(env: SettingsSource = environment()): AuthConfig {
  return {
    authUrl: authUrl(env),
    audience: graphqlAudience(env),
    accessTokenTtlSeconds: setting("ACCESS_TOKEN_TTL_SECONDS", env),
    refreshTokenTtlSeconds: setting("REFRESH_TOKEN_TTL_SECONDS", env),
    codeTtlSeconds: 10 * 60,
    codeMaxAttempts: 5,
    otpPerEmail: perWindowLimit("AUTH_OTP_EMAIL_LIMIT", env),
    otpPerIp: perWindowLimit("AUTH_OTP_IP_LIMIT", env),
    verifyPerIp: perWindowLimit("AUTH_VERIFY_IP_LIMIT", env),
    refreshPerIp: perWindowLimit("AUTH_REFRESH_IP_LIMIT", env),
  };
}
