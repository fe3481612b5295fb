import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const databaseImports = {
  patterns: [
    {
      group: ["@prisma/*", "**/lib/db", "**/lib/db/*", "@/lib/db", "@/lib/db/*"],
      message: "Routes call services in lib/domain; only lib/ may reach the database.",
    },
  ],
};

const eslintConfig = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", ".next-*/**", "node_modules/**", "lib/db/generated/**", "data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"],
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", databaseImports] },
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
