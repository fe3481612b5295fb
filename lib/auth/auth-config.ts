import { rateLimitSetting as limit, wholeNumberSetting, type RateLimit } from "@/lib/config/env-values";
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

export function authConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return {
    authUrl: authUrl(env),
    audience: graphqlAudience(env),
    accessTokenTtlSeconds: wholeNumberSetting(env, "ACCESS_TOKEN_TTL_SECONDS", 15 * 60),
    refreshTokenTtlSeconds: wholeNumberSetting(env, "REFRESH_TOKEN_TTL_SECONDS", 30 * 24 * 3600),
    codeTtlSeconds: 10 * 60,
    codeMaxAttempts: 5,
    otpPerEmail: limit(env, "AUTH_OTP_EMAIL_LIMIT", 5, 15 * 60),
    otpPerIp: limit(env, "AUTH_OTP_IP_LIMIT", 20, 15 * 60),
    verifyPerIp: limit(env, "AUTH_VERIFY_IP_LIMIT", 30, 15 * 60),
    refreshPerIp: limit(env, "AUTH_REFRESH_IP_LIMIT", 120, 15 * 60),
  };
}
