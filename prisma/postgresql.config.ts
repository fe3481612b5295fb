// Prisma CLI config for the PostgreSQL schema: see sqlite.config.ts for why an adapter is set.
// `migrate diff` between two datamodels still opens this adapter, so authoring a migration or running
// `npm run db:schema -- check` needs a reachable PostgreSQL (SCHEMA_DIFF_POSTGRES_URL, default local).
// `prisma generate` does not connect, so `npm install` works without one.
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "postgresql/schema.prisma",
  adapter: async () =>
    new PrismaPg({
      connectionString: process.env.SCHEMA_DIFF_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    }),
});
