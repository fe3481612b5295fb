import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Most test files start a server of their own on a database of their own, and spend much of their
// time waiting for it (its start, its answers), so two files run at once on the two cores CI has.
// The files below measure time or load: bursts inside one rate-limit window, a server killed mid-
// delivery, an outage's recovery, concurrent sales racing for the last places. They run after the
// rest, one at a time, so no other file's load moves their clocks (tests/README.md, "Speed").
const aloneFiles = [
  "tests/reliability/rate-limits.test.ts",
  "tests/reliability/crash.test.ts",
  "tests/reliability/database-outage.test.ts",
  "tests/reliability/email-outage.test.ts",
  "tests/reliability/graceful-shutdown.test.ts",
  "tests/reliability/readiness.test.ts",
  "tests/reservations/overbooking.test.ts",
  "tests/webhooks/webhook-crash.test.ts",
  "tests/webhooks/webhook-two-processes.test.ts",
  "tests/webhooks/webhook-failing-endpoint.test.ts",
];
const allFiles = ["lib/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    globalSetup: ["tests/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    env: { LOG_LEVEL: "warn", NEXT_TELEMETRY_DISABLED: "1" },
    projects: [
      { extends: true, test: { name: "together", include: allFiles, exclude: aloneFiles, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "alone", include: aloneFiles, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
