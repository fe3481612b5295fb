import { ConfigError } from "./config-error";

// The kinds of value a setting can hold (lib/config/settings-schema.ts declares every setting with one).
// Each kind reads the raw text of the environment, falls back to its default when the text is unset
// or blank, and stops a wrong value with one line that names the setting, what it must be and what
// it got, so every mistake reads alike at start (README, "Configuration").

export type SettingsSource = Readonly<Record<string, string | undefined>>;

export interface SettingKind<T> {
  /** The value of `raw` (unset or blank: the default); throws a ConfigError naming `name` when wrong. */
  read(name: string, raw: string | undefined): T;
  /** The README's "Default" cell. */
  defaultInWords: string;
  /** The README's "Meaning" cell. */
  meaning: string;
  /** A secret's value is never shown, not even in an error. */
  secret?: boolean;
}

interface Described {
  meaning: string;
  /** Overrides the default as the README shows it (e.g. "`259200000` (72 h)" or "generated into the data folder"). */
  defaultInWords?: string;
}

function given(raw: string | undefined): string | undefined {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : undefined;
}

function wrong(name: string, expectation: string, raw: string): ConfigError {
  return new ConfigError(`${name} must be ${expectation}, got "${raw}"`);
}

const inCode = (value: string | number | boolean): string => `\`${value}\``;

export function wholeNumber(o: Described & { fallback: number; min?: number; max?: number; what?: string }): SettingKind<number> {
  const min = o.min ?? 1;
  const what = o.what ?? "a whole number";
  const expectation = o.max === undefined ? `${what} of at least ${min}` : `${what} from ${min} to ${o.max}`;
  return {
    meaning: o.meaning,
    defaultInWords: o.defaultInWords ?? inCode(o.fallback),
    read(name, raw) {
      const text = given(raw);
      if (text === undefined) return o.fallback;
      const value = Number(text);
      if (!/^\d{1,10}$/.test(text) || value < min || (o.max !== undefined && value > o.max)) throw wrong(name, expectation, raw!);
      return value;
    },
  };
}

export function flag(o: Described & { fallback: boolean }): SettingKind<boolean> {
  return {
    meaning: o.meaning,
    defaultInWords: o.defaultInWords ?? inCode(o.fallback),
    read(name, raw) {
      const text = given(raw)?.toLowerCase();
      if (text === undefined) return o.fallback;
      if (["1", "true", "on", "yes"].includes(text)) return true;
      if (["0", "false", "off", "no"].includes(text)) return false;
      throw wrong(name, "true or false", raw!);
    },
  };
}

export function port(o: Described & { fallback: number }): SettingKind<number> {
  return wholeNumber({ ...o, min: 0, max: 65_535, what: "a port number" });
}

export function choice<const V extends string>(o: Described & { values: readonly V[]; fallback: V }): SettingKind<V> {
  const expectation = `${o.values.slice(0, -1).join(", ")} or ${o.values.at(-1)}`;
  return {
    meaning: o.meaning,
    defaultInWords: o.defaultInWords ?? inCode(o.fallback),
    read(name, raw) {
      const text = given(raw)?.toLowerCase();
      if (text === undefined) return o.fallback;
      if (!(o.values as readonly string[]).includes(text)) throw wrong(name, expectation, raw!);
      return text as V;
    },
  };
}

interface TextForm {
  test: RegExp;
  expectation: string;
}

/** Text that may stay unset (undefined); `pattern` checks its form. */
export function optionalText(o: Described & { pattern?: TextForm }): SettingKind<string | undefined> {
  return {
    meaning: o.meaning,
    defaultInWords: o.defaultInWords ?? "unset",
    read(name, raw) {
      const value = given(raw);
      if (value !== undefined && o.pattern && !o.pattern.test.test(value)) throw wrong(name, o.pattern.expectation, value);
      return value;
    },
  };
}

/** Text with a default; `pattern` checks its form. */
export function text(o: Described & { fallback: string; pattern?: TextForm }): SettingKind<string> {
  const unsetAllowed = optionalText(o);
  return { ...unsetAllowed, defaultInWords: o.defaultInWords ?? inCode(o.fallback), read: (name, raw) => unsetAllowed.read(name, raw) ?? o.fallback };
}

/** A key, password or token: unset is undefined; its value never appears in a message. */
export function secret(o: Described): SettingKind<string | undefined> {
  return { meaning: o.meaning, defaultInWords: o.defaultInWords ?? "unset", secret: true, read: (_name, raw) => given(raw) };
}

/** Comma-separated whole numbers of milliseconds, each at least 1. */
export function millisecondsList(o: Described & { fallback: readonly number[] }): SettingKind<number[]> {
  return {
    meaning: o.meaning,
    defaultInWords: o.defaultInWords ?? inCode(o.fallback.join(",")),
    read(name, raw) {
      const value = given(raw);
      if (value === undefined) return [...o.fallback];
      const parts = value.split(",").map((part) => part.trim());
      if (!parts.every((part) => /^\d{1,10}$/.test(part) && Number(part) >= 1)) throw wrong(name, "comma-separated whole numbers of milliseconds", value);
      return parts.map(Number);
    },
  };
}
