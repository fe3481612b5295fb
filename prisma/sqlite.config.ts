// Prisma CLI config for the SQLite schema (an in-memory database is all `migrate diff` needs). The JS schema engine with a driver adapter keeps the CLI
// offline (the classic engine downloads a native binary). The adapter is only opened by commands
// that touch a database; Foyer applies migrations with its own runner (lib/db/migrate.ts).
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "sqlite/schema.prisma",
  adapter: async () => new PrismaBetterSQLite3({ url: ":memory:" }),
});
