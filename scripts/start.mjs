// `npm start` and `npm run dev` (`--dev`): settles NODE_ENV, then runs the server from its bundle
// (scripts/server-bundle.mjs).
import { loadBundled } from "./server-bundle.mjs";

await loadBundled("environment");
const { startServer } = await loadBundled("server");
startServer({ dev: process.argv.includes("--dev"), root: process.cwd() });
