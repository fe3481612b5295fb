import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Two test files at a time: a file spends much of its time waiting (for its server to start, for a
// worker's poll, an outage's timeout or a crashed server's restart), and the other file uses that time.
// On a quiet two-core machine like CI's the suite took 12.2 minutes so, against 16.8 minutes one file
// at a time (tests/README.md, "Speed").
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["lib/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["tests/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    maxWorkers: 2,
    env: { LOG_LEVEL: "warn", NEXT_TELEMETRY_DISABLED: "1" },
  },
});
