import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets two builds of one checkout (a test run beside a running server) keep apart.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // Native and driver packages load from node_modules at run time instead of being bundled.
  serverExternalPackages: ["better-sqlite3", "pg", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg", "prom-client"],
  poweredByHeader: false,
  // `npm run typecheck` checks every file (tests and scripts too) and CI runs it; checking again
  // inside each build only slows the builds the test suite and `npm start` make.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Pages and routes load when first asked for, not all at start: an API-only server does not carry
  // the dashboard's code (about 45 MB; docs/performance.md). The first request to each page pays for it.
  experimental: { preloadEntriesOnStart: false },
};

export default nextConfig;
