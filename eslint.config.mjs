import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { layerZones } from "./lint/layers.mjs";

const generatedClient = {
  group: ["**/db/generated/*", "**/db/generated/**"],
  message: "Import the Prisma client and its types from @/lib/db/client, which stands for both providers.",
};

const databaseImports = {
  patterns: [
    {
      group: ["@prisma/*", "**/lib/db", "**/lib/db/*", "@/lib/db", "@/lib/db/*"],
      message: "Routes call services in lib/domain; only lib/ may reach the database.",
    },
    generatedClient,
  ],
};

const eslintConfig = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", ".next-*/**", "node_modules/**", "lib/db/generated/**", "data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"],
  },
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["lib/db/**", "app/**", "components/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [generatedClient] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", databaseImports] },
  },
  {
    // The layers of lib/ (lint/layers.mjs): each message names its rule, `layers/<folder>`.
    files: ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    ignores: ["lib/db/generated/**", "lib/**/*.test.ts"],
    rules: { "import/no-restricted-paths": ["error", { zones: layerZones() }] },
  },
  {
    // API tests read arbitrary JSON answers; production code stays typed.
    files: ["tests/**/*.ts", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
];

export default eslintConfig;
