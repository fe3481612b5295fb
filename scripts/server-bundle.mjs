// The server's code as plain JavaScript, for `npm start`, `npm run dev` (scripts/start.mjs) and the CLI
// (scripts/cli.mjs): bundled with esbuild when a source changed, then run with plain Node. Loading some
// 500 TypeScript files through tsx's loader took half of every start (docs/architecture.md, "The server
// layer"). Packages stay outside the bundle and load from node_modules as before.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = process.cwd();
// Under node_modules, so the bundle resolves packages from the project's node_modules and stays out of git.
const bundleFolder = join(root, "node_modules", ".cache", "foyer-server");
// A bundle's package imports all load before any of its code runs, and NODE_ENV must be settled before
// React loads (scripts/start-environment.ts says why), so that is done by an entry of its own.
const entries = { environment: "scripts/start-environment.ts", server: "lib/server/start-server.ts", cli: "lib/cli/run-cli.ts" };
const bundled = (name) => join(bundleFolder, `${name}.js`);
// Written last: its time is the bundle's.
const inputsFile = join(bundleFolder, "inputs.json");

/** The bundle is current when every file it was made from is older than it. */
function bundleIsCurrent() {
  if (!existsSync(inputsFile) || !Object.keys(entries).every((name) => existsSync(bundled(name)))) return false;
  const madeAt = statSync(inputsFile).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, "utf8"));
  return inputs.every((input) => existsSync(join(root, input)) && statSync(join(root, input)).mtimeMs < madeAt);
}

async function bundleServer() {
  const staging = `${bundleFolder}.${process.pid}`;
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, join(root, path)])),
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    tsconfig: join(root, "tsconfig.json"),
    jsx: "automatic",
    outdir: staging,
    metafile: true,
    logLevel: "error",
  });
  mkdirSync(bundleFolder, { recursive: true });
  // Each file is renamed over the one before, so a process starting meanwhile never reads half a file.
  for (const name of Object.keys(entries)) renameSync(join(staging, `${name}.js`), bundled(name));
  writeFileSync(join(staging, "inputs.json"), JSON.stringify(Object.keys(result.metafile.inputs)));
  renameSync(join(staging, "inputs.json"), inputsFile);
  rmSync(staging, { recursive: true, force: true });
}

/** Loads one entry of the bundle (`environment`, `server` or `cli`), bundling first when a source changed. */
export async function loadBundled(name) {
  if (!bundleIsCurrent()) await bundleServer();
  return import(pathToFileURL(bundled(name)).href);
}
