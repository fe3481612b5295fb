import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

// The app's routes as the filesystem declares them (Next's App Router), so a suite can fail when a
// route or page is added that its tables do not cover. Paths are written as the suites name them:
// `[museumId]` becomes `{museumId}`, route groups such as `(dashboard)` disappear.

const APP_DIR = join(process.cwd(), "app");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesNamed(path, name);
    return entry.name === name ? [path] : [];
  });
}

function urlPath(file: string): string {
  const segments = relative(APP_DIR, file).split(sep).slice(0, -1);
  const kept = segments.filter((segment) => !/^\(.*\)$/.test(segment)).map((segment) => segment.replace(/^\[(.+)\]$/, "{$1}"));
  return `/${kept.join("/")}`;
}

/**
 * The HTTP methods a route file exports, each with what it is made by: the wrapper it calls
 * (`export const POST = dashboardRoute(…)` → dashboardRoute) or the function it names
 * (`export const POST = handleRequest`, `export { handler as POST }`).
 */
function exportedMethods(source: string): { method: string; handler: string }[] {
  return METHODS.flatMap((method) => {
    const assigned = new RegExp(`export\\s+const\\s+${method}\\s*=\\s*(async\\s*)?([\\w.]+|\\()`).exec(source);
    if (assigned) return [{ method, handler: assigned[2] === "(" ? "(inline)" : assigned[2]! }];
    if (new RegExp(`export\\s+(async\\s+)?function\\s+${method}\\b`).test(source)) return [{ method, handler: method }];
    const renamed = new RegExp(`export\\s*\\{[^}]*?\\b(\\w+)\\s+as\\s+${method}\\b[^}]*\\}`).exec(source);
    return renamed ? [{ method, handler: renamed[1]! }] : [];
  });
}

export interface RouteOperation {
  /** "METHOD /path" */
  operation: string;
  handler: string;
}

/** Every route handler under app/`under` (e.g. "api/dashboard"), sorted by operation. */
export function routeHandlers(under = ""): RouteOperation[] {
  return filesNamed(join(APP_DIR, under), "route.ts")
    .flatMap((file) => exportedMethods(readFileSync(file, "utf8")).map(({ method, handler }) => ({ operation: `${method} ${urlPath(file)}`, handler })))
    .sort((x, y) => x.operation.localeCompare(y.operation));
}

/** "METHOD /path" of every route handler under app/`under`. */
export function routeOperations(under = ""): string[] {
  return routeHandlers(under).map(({ operation }) => operation);
}

/** The path of every page under app/`under`. */
export function pagePaths(under = ""): string[] {
  return filesNamed(join(APP_DIR, under), "page.tsx").map(urlPath).sort();
}

/** Source files under app/, components/ and lib/ that declare server actions ("use server"). */
export function serverActionFiles(): string[] {
  const root = process.cwd();
  return ["app", "components", "lib"]
    .flatMap((dir) => filesWithExtensions(join(root, dir)))
    .filter((file) => /^\s*["']use server["']/m.test(readFileSync(file, "utf8")))
    .map((file) => relative(root, file));
}

function filesWithExtensions(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" || entry.name === "node_modules" ? [] : filesWithExtensions(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}
