import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native and driver packages load from node_modules at run time instead of being bundled.
  serverExternalPackages: ["better-sqlite3", "pg", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
