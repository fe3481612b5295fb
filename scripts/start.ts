// `npm start` (a production build) and `npm run dev` (`--dev`: Next's dev mode): the same server
// around Next, with the same steps before the app and the same /v1 dispatch (lib/server,
// docs/architecture.md).
import { startServer } from "@/lib/server/start-server";

startServer({ dev: process.argv.includes("--dev"), root: process.cwd() });
