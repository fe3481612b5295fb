import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { childEnvironment, setting } from "@/lib/config/settings";

// `npm start` builds when there is no production build or the sources changed since it was made.
// The fingerprint covers every file the build reads from this project (paths, sizes, mtimes).
const SOURCES = ["app", "components", "lib", "prisma/models.prisma", "next.config.ts", "tsconfig.json", "package-lock.json"];
const SKIP = new Set(["node_modules", "generated", "data"]);

export const distDir = (root: string) => join(root, setting("NEXT_DIST_DIR"));

function collect(path: string, into: string[]): void {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path).sort()) if (!SKIP.has(entry)) collect(join(path, entry), into);
  } else {
    into.push(`${path}:${stat.size}:${Math.trunc(stat.mtimeMs)}`);
  }
}

export function sourceFingerprint(root: string): string {
  const entries: string[] = [];
  for (const source of SOURCES) collect(join(root, source), entries);
  return createHash("sha256")
    .update(entries.map((entry) => relative(root, entry)).join("\n"))
    .digest("hex");
}

const fingerprintFile = (root: string) => join(distDir(root), "foyer-source-fingerprint");

export function buildIsCurrent(root: string): boolean {
  if (!existsSync(join(distDir(root), "BUILD_ID"))) return false;
  return existsSync(fingerprintFile(root)) && readFileSync(fingerprintFile(root), "utf8") === sourceFingerprint(root);
}

/** Runs `next build` unless the last build matches the sources. Returns whether it built. */
export function ensureBuild(root: string, log: (line: string) => void = console.log): boolean {
  if (buildIsCurrent(root)) return false;
  log("Building Foyer for production (first start or sources changed; this takes a minute or two)…");
  const result = spawnSync(join(root, "node_modules", ".bin", "next"), ["build"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: childEnvironment({ NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" }),
  });
  if (result.status !== 0) throw new Error("next build failed; see the output above");
  // Taken after the build, because `next build` may itself rewrite tsconfig.json.
  writeFileSync(fingerprintFile(root), sourceFingerprint(root));
  return true;
}
