import { spawn } from "node:child_process";
import * as fs from "node:fs";
import { join } from "node:path";

// @modelcontextprotocol/conformance's own CLI, run as a separate process so its verdict and report
// are exactly the tool's. Its bundle imports `globSync` from "fs" at the top (Node 22+), although
// only its `tier-check` command calls it; on Node 20 that import alone stops the CLI from loading.
// There, a module hook hands the bundle an "fs" that also exports a `globSync` which throws, so every
// other command runs unchanged.

const CLI = join("node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js");

const dataUrl = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;

function node20FsHook(): string {
  const fsWithGlobSync = `export * from "node:fs"; export function globSync() { throw new Error("fs.globSync needs Node 22"); }`;
  const hooks = `export async function resolve(specifier, context, next) {
    if ((specifier === "fs" || specifier === "node:fs") && context.parentURL?.includes("/@modelcontextprotocol/conformance/")) {
      return { url: ${JSON.stringify(dataUrl(fsWithGlobSync))}, shortCircuit: true };
    }
    return next(specifier, context);
  }`;
  return dataUrl(`import { register } from "node:module"; register(${JSON.stringify(dataUrl(hooks))});`);
}

export interface ConformanceResult {
  code: number | null;
  /** stdout and stderr together, colours removed: the tool's report. */
  report: string;
}

export interface ConformanceRun {
  /** The first line of output matching `pattern` (waits for it). */
  line(pattern: RegExp, timeoutMs?: number): Promise<string>;
  finished: Promise<ConformanceResult>;
  stop(): void;
}

export interface ConformanceCheck {
  id: string;
  status: "SUCCESS" | "FAILURE" | "WARNING" | "SKIPPED" | "INFO";
  errorMessage?: string;
  /** What the check saw, such as the result of the request it made. */
  details?: unknown;
}

const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, "");

/** Starts `conformance <args>`; give it `--output-dir` to read its checks afterwards with `savedChecks`. */
export function startConformance(args: string[], timeoutMs = 120_000): ConformanceRun {
  const hook = typeof (fs as { globSync?: unknown }).globSync === "function" ? [] : ["--import", node20FsHook()];
  const child = spawn(process.execPath, [...hook, CLI, ...args], { cwd: process.cwd(), env: { ...process.env, NO_COLOR: "1" }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const listeners = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on("data", take);
  child.stderr.on("data", take);
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const finished = new Promise<ConformanceResult>((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      for (const listener of listeners) listener();
      resolve({ code, report: plain(output) });
    }),
  );

  function line(pattern: RegExp, waitMs = 30_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const found = plain(output)
          .split("\n")
          .find((candidate) => pattern.test(candidate));
        if (found !== undefined) return done(() => resolve(found));
        if (child.exitCode !== null) done(() => reject(new Error(`conformance ended before printing ${pattern}:\n${plain(output)}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`conformance printed no ${pattern} within ${waitMs} ms:\n${plain(output)}`))), waitMs);
      const done = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(look);
        settle();
      };
      listeners.add(look);
      look();
    });
  }

  return { line, finished, stop: () => child.kill("SIGKILL") };
}

/**
 * Every check the run saved under `outputDir`, by scenario. The tool saves each scenario in a folder
 * named `<command>-<scenario>-<time>` ("authorization-server-…" or "server-…").
 */
export function savedChecks(outputDir: string): Record<string, ConformanceCheck[]> {
  const byScenario: Record<string, ConformanceCheck[]> = {};
  for (const folder of fs.readdirSync(outputDir).sort()) {
    const file = join(outputDir, folder, "checks.json");
    if (!fs.existsSync(file)) continue;
    const scenario = folder.replace(/^(authorization-server|server)-/, "").replace(/-\d{4}-\d{2}-\d{2}T[\d-]+Z$/, "");
    byScenario[scenario] = JSON.parse(fs.readFileSync(file, "utf8")) as ConformanceCheck[];
  }
  return byScenario;
}
