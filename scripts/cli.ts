// Operator and test CLI: `npm run cli -- <command>`. See lib/cli/run-cli.ts for the commands.
import { runCli } from "@/lib/cli/run-cli";

process.exitCode = await runCli(process.argv.slice(2));
