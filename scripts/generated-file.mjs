// The generated files the project checks in (app/v1/openapi.json/v1-routes.ts, the GraphQL
// introspection): their scripts write them, or with `--check` (part of `npm run lint`) fail when the
// file on disk is not what they would write.
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";

/** Writes `wanted` to `target`, or with --check on the command line exits 1 when `target` differs. */
export function writeOrCheck(root, target, wanted, regenerate) {
  if (!process.argv.includes("--check")) {
    writeFileSync(target, wanted);
    return;
  }
  let current = "";
  try {
    current = readFileSync(target, "utf8");
  } catch {
    // A missing file is as stale as a wrong one.
  }
  if (current !== wanted) {
    console.error(`${relative(root, target)} is not current: run ${regenerate}`);
    process.exit(1);
  }
}
