import { ConfigError } from "./config-error";

// How every setting is read from the environment: one rule per kind of value, so a mistake in any
// of them stops `npm start` with the same kind of message (README, "Configuration").

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export function wholeNumberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min) throw new ConfigError(`${name} must be a whole number of at least ${min}, got "${env[name]}"`);
  return Number(raw);
}

export function flagSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (["1", "true", "on", "yes"].includes(raw)) return true;
  if (["0", "false", "off", "no"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

export function portSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65_535) throw new ConfigError(`${name} must be a port number from 0 to 65535, got "${env[name]}"`);
  return Number(raw);
}

/** A limit set by `<NAME>_MAX` and `<NAME>_WINDOW_SECONDS`. */
export function rateLimitSetting(env: NodeJS.ProcessEnv, name: string, max: number, windowSeconds: number): RateLimit {
  return { max: wholeNumberSetting(env, `${name}_MAX`, max), windowSeconds: wholeNumberSetting(env, `${name}_WINDOW_SECONDS`, windowSeconds) };
}
