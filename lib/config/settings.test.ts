import { describe, expect, it } from "vitest";
import { ConfigError } from "./config-error";
import { checkSettings, perWindowLimit, setting } from "./settings";
import { settingsSchema, type SettingName } from "./settings-schema";

// The one schema of settings (README, "Configuration"): defaults when unset, typed values, and one
// line naming the setting for a wrong value.

const names = Object.keys(settingsSchema) as SettingName[];

describe("the settings schema", () => {
  it("answers every setting's default when nothing is set, and when it is blank", () => {
    expect(() => checkSettings({})).not.toThrow();
    expect(setting("PORT", {})).toBe(3000);
    expect(setting("SEED_DEMO", { SEED_DEMO: "  " })).toBe(true);
    expect(setting("WEBHOOK_RETRY_WAITS_MS", {})).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000]);
    expect(setting("REDIS_URL", {})).toBeUndefined();
    expect(perWindowLimit("AUTH_OTP_EMAIL_LIMIT", {})).toEqual({ max: 5, windowSeconds: 900 });
  });

  it("reads typed values", () => {
    expect(setting("EXPIRY_SWEEP_SECONDS", { EXPIRY_SWEEP_SECONDS: "0" })).toBe(0);
    expect(setting("TRUST_PROXY", { TRUST_PROXY: "Yes" })).toBe(true);
    expect(setting("LOG_LEVEL", { LOG_LEVEL: "WARN" })).toBe("warn");
    expect(setting("WEBHOOK_RETRY_WAITS_MS", { WEBHOOK_RETRY_WAITS_MS: "10, 20" })).toEqual([10, 20]);
    expect(setting("DAILY_SUMMARY_CHECK_SECONDS", { DAILY_SUMMARY_CHECK_SECONDS: "60" })).toBe(60);
  });

  it("refuses an interval that is not a whole number of seconds", () => {
    for (const value of ["-1", "1.5", "5m", "1234567"]) {
      expect(() => setting("DAILY_SUMMARY_CHECK_SECONDS", { DAILY_SUMMARY_CHECK_SECONDS: value })).toThrow(/^DAILY_SUMMARY_CHECK_SECONDS must be a whole number from 0 to 999999/);
      expect(() => setting("EXPIRY_SWEEP_SECONDS", { EXPIRY_SWEEP_SECONDS: value })).toThrow(/^EXPIRY_SWEEP_SECONDS must be/);
    }
  });

  it.each([
    ["PORT", "70000", 'PORT must be a port number from 0 to 65535, got "70000"'],
    ["DATABASE_POOL_SIZE", "0", 'DATABASE_POOL_SIZE must be a whole number from 1 to 1000, got "0"'],
    ["RATE_LIMIT_FLUSH_MS", "5000", 'RATE_LIMIT_FLUSH_MS must be a whole number from 1 to 1000, got "5000"'],
    ["SEED_DEMO", "perhaps", 'SEED_DEMO must be true or false, got "perhaps"'],
    ["LOG_LEVEL", "debug", 'LOG_LEVEL must be info, warn or silent, got "debug"'],
    ["REDIS_URL", "localhost:6379", 'REDIS_URL must be an address starting with redis:// or rediss://, got "localhost:6379"'],
    ["WEBHOOK_RETRY_WAITS_MS", "5s,10s", 'WEBHOOK_RETRY_WAITS_MS must be comma-separated whole numbers of milliseconds, got "5s,10s"'],
    ["EMAIL_TRANSPORT", "pigeon", 'EMAIL_TRANSPORT must be resend, smtp or outbox, got "pigeon"'],
  ] as const)("stops a wrong %s with one line naming it", (name, value, message) => {
    expect(() => checkSettings({ [name]: value })).toThrow(new ConfigError(message));
  });

  it("declares every setting with a default in words and a meaning", () => {
    for (const name of names) {
      const kind = settingsSchema[name];
      expect(kind.defaultInWords, name).not.toBe("");
      expect(kind.meaning.length, name).toBeGreaterThan(10);
    }
  });
});
