import { ConfigError } from "@/lib/config/config-error";

// The login service's settings, each listed with its default in docs/auth.md.

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

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

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new ConfigError(`${name} must be a whole number above 0, got "${env[name]}"`);
  return Number(raw);
}

function limit(env: NodeJS.ProcessEnv, name: string, max: number, windowSeconds: number): RateLimit {
  return { max: wholeNumber(env, `${name}_MAX`, max), windowSeconds: wholeNumber(env, `${name}_WINDOW_SECONDS`, windowSeconds) };
}

function origin(env: NodeJS.ProcessEnv): string {
  return (env.PUBLIC_URL?.trim() || "http://localhost:3000").replace(/\/+$/, "");
}

export function authConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return {
    authUrl: (env.AUTH_URL?.trim() || `${origin(env)}/auth`).replace(/\/+$/, ""),
    audience: env.AUTH_AUDIENCE?.trim() || `${origin(env)}/api/graphql`,
    accessTokenTtlSeconds: wholeNumber(env, "ACCESS_TOKEN_TTL_SECONDS", 15 * 60),
    refreshTokenTtlSeconds: wholeNumber(env, "REFRESH_TOKEN_TTL_SECONDS", 30 * 24 * 3600),
    codeTtlSeconds: 10 * 60,
    codeMaxAttempts: 5,
    otpPerEmail: limit(env, "AUTH_OTP_EMAIL_LIMIT", 5, 15 * 60),
    otpPerIp: limit(env, "AUTH_OTP_IP_LIMIT", 20, 15 * 60),
    verifyPerIp: limit(env, "AUTH_VERIFY_IP_LIMIT", 30, 15 * 60),
    refreshPerIp: limit(env, "AUTH_REFRESH_IP_LIMIT", 120, 15 * 60),
  };
}
