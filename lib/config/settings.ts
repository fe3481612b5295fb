import type { SettingKind, SettingsSource } from "./setting-kinds";
import { settingsSchema, type SettingName } from "./settings-schema";

// How code reads its settings: `setting("WEBHOOK_POLL_MS")` answers the typed value the schema
// (settings-schema.ts) declares, from this process's environment or from one a caller passes (tests).
// This file and the rest of lib/config are the only code that touches `process.env` (eslint.config.mjs).

export type { SettingName, SettingsSource };
export type SettingValue<N extends SettingName> = (typeof settingsSchema)[N] extends SettingKind<infer T> ? T : never;

/** This process's environment, for functions that take a `SettingsSource` to read from. */
export function environment(): SettingsSource {
  return process.env;
}

/** The value of one setting; a wrong value is a ConfigError naming the setting. */
export function setting<N extends SettingName>(name: N, env: SettingsSource = process.env): SettingValue<N> {
  return (settingsSchema[name] as SettingKind<unknown>).read(name, env[name]) as SettingValue<N>;
}

/** Reads every setting once: the first wrong one stops `npm start` with one line naming it. */
export function checkSettings(env: SettingsSource = process.env): void {
  for (const name of Object.keys(settingsSchema) as SettingName[]) setting(name, env);
}

/**
 * Writes what `npm start` settled (the database it opened, the ports it bound, the session address)
 * into this process's environment, where every later reader, Next's copy of the modules among them,
 * finds it (lib/config/public-addresses.ts: the default addresses follow the bound ports).
 */
export function settleSettings(values: Partial<Record<SettingName, string>>): void {
  Object.assign(process.env, values);
}

/** Settles NODE_ENV before React loads (scripts/start-environment.ts says why); a value already set wins. */
export function settleNodeEnvironment(mode: "development" | "production"): void {
  (process.env as Record<string, string | undefined>).NODE_ENV ??= mode;
}

/** The environment a child process (a build) starts with: this process's, with `overrides`. */
export function childEnvironment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

type PerWindowLimitName = SettingName extends infer N ? (N extends `${infer Base}_WINDOW_SECONDS` ? Base : never) : never;

/** A limit declared as the pair `<name>_MAX` and `<name>_WINDOW_SECONDS` (settings-schema-access.ts). */
export function perWindowLimit(name: PerWindowLimitName, env: SettingsSource = process.env): RateLimit {
  return {
    max: setting(`${name}_MAX` as SettingName, env) as number,
    windowSeconds: setting(`${name}_WINDOW_SECONDS` as SettingName, env) as number,
  };
}
