import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { domainAreaZones, layerZones } from "./lint/layers.mjs";

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
    // The layers of lib/ and the order of lib/domain's areas (lint/layers.mjs): each message names its
    // rule, `layers/<folder>` or `layers/domain/<area>`.
    files: ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    ignores: ["lib/db/generated/**", "lib/**/*.test.ts"],
    rules: { "import/no-restricted-paths": ["error", { zones: [...layerZones(), ...domainAreaZones()] }] },
  },
  {
    // Settings are declared once and read through lib/config/settings.ts (README, "Configuration").
    // Tests, the benchmark's harness and the tools' own config files read their own options.
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}"],
    ignores: ["lib/config/**", "**/*.test.ts", "scripts/bench/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings with setting() from @/lib/config/settings; declare new ones in lib/config/settings-schema.ts." },
      ],
    },
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
