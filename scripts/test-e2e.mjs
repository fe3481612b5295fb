// `npm run test:e2e`: the browser tests in two runs (playwright.config.ts, e2e/README.md "Speed"):
// first the files that run side by side, then, whatever that run said, the ones that run alone, so a
// failure in the first never hides the second's results. Arguments (a file, --grep …) go to both.
import { spawnSync } from "node:child_process";

const extra = process.argv.slice(2);
const run = (project) => spawnSync("npx", ["playwright", "test", `--project=${project}`, "--no-deps", "--pass-with-no-tests", ...extra], { stdio: "inherit" }).status ?? 1;

const sideBySide = run("side by side");
const alone = run("alone");
process.exit(sideBySide !== 0 ? sideBySide : alone);
