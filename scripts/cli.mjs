// Operator and test CLI: `npm run cli -- <command>` (lib/cli/run-cli.ts lists the commands), run from
// the server's bundle (scripts/server-bundle.mjs) so a command starts without loading TypeScript.
import { loadBundled } from "./server-bundle.mjs";

const { runCli } = await loadBundled("cli");
process.exitCode = await runCli(process.argv.slice(2));
