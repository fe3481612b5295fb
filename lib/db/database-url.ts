import { isAbsolute, resolve } from "node:path";
import { ConfigError } from "@/lib/config/config-error";

export const DEFAULT_DATABASE_URL = "file:./data/foyer.db";

export type DatabaseTarget =
  | { provider: "sqlite"; url: string; filePath: string }
  | { provider: "postgresql"; url: string };

export type DatabaseProvider = DatabaseTarget["provider"];

/** Reads DATABASE_URL: `file:<path>` (relative to the working directory) or `postgresql://…`. */
export function parseDatabaseUrl(raw: string | undefined = process.env.DATABASE_URL): DatabaseTarget {
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
