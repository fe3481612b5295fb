import { isAbsolute, resolve } from "node:path";
import { ConfigError } from "@/lib/config/config-error";

export const DEFAULT_DATABASE_URL = "file:./data/foyer.db";

export type DatabaseTarget =
  | { provider: "sqlite"; url: string; filePath: string }
  | { provider: "postgresql"; url: string };

export type DatabaseProvider = DatabaseTarget["provider"];

// A process serves the database of DATABASE_URL. A test process talks to the databases of the servers
// it starts, one after another, so it names its database here instead of rewriting its own
// environment (which every child it spawns would inherit). Kept on globalThis like the client
// registry in lib/db/client.ts, so every copy of this module sees the same choice.
const choice = globalThis as typeof globalThis & { __foyerChosenDatabaseUrl?: string };

/** Points this process's database code at `url` instead of DATABASE_URL; `undefined` goes back to DATABASE_URL. */
export function chooseDatabaseUrl(url: string | undefined): void {
  choice.__foyerChosenDatabaseUrl = url;
}

/** The URL this process's database code uses: the chosen one, else DATABASE_URL. */
export function configuredDatabaseUrl(): string | undefined {
  return choice.__foyerChosenDatabaseUrl ?? process.env.DATABASE_URL;
}

/** Reads DATABASE_URL: `file:<path>` (relative to the working directory) or `postgresql://…`. */
export function parseDatabaseUrl(raw: string | undefined = configuredDatabaseUrl()): DatabaseTarget {
  const url = raw && raw.trim() !== "" ? raw.trim() : DEFAULT_DATABASE_URL;
  if (url.startsWith("file:")) {
    const path = url.slice("file:".length).replace(/^\/\/(?=\/)/, "").split("?")[0] ?? "";
    if (path === "" || path.endsWith("/")) {
      throw new ConfigError(`DATABASE_URL "${url}" names no SQLite file (expected file:./data/foyer.db or file:/abs/path.db)`);
    }
    // A path resolved at run time; the ignore comment keeps Next from tracing the whole project for it.
    const filePath = isAbsolute(path) ? path : resolve(/*turbopackIgnore: true*/ process.cwd(), path);
    return { provider: "sqlite", url: `file:${filePath}`, filePath };
  }
  if (url.startsWith("postgresql://") || url.startsWith("postgres://")) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new ConfigError(`DATABASE_URL is not a valid PostgreSQL URL: ${redactDatabaseUrl(url)}`);
    }
    if (!parsed.hostname && !parsed.searchParams.get("host")) {
      throw new ConfigError(`DATABASE_URL names no PostgreSQL host: ${redactDatabaseUrl(url)}`);
    }
    return { provider: "postgresql", url };
  }
  throw new ConfigError(
    `DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), got "${redactDatabaseUrl(url)}"`,
  );
}

/** The URL with any password replaced, safe to print. */
export function redactDatabaseUrl(url: string): string {
  return url.replace(/^([a-z]+:\/\/[^:/@]+:)[^@]*@/i, "$1***@");
}
