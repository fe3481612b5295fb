// `npm start` (a production build) and `npm run dev` (`--dev`: Next's dev mode): the same server
// around Next, with the same steps before the app and the same /v1 dispatch (lib/server,
// docs/architecture.md).
//
// NODE_ENV is settled before anything loads React: React picks its development or production build
// by NODE_ENV when the process first loads it, and Next sets NODE_ENV only once it starts. Emails
// rendered in this process rather than in Next's routes (the webhook worker's "endpoint turned off",
// docs/webhooks.md; the daily summary, docs/reports.md; a ticket email, docs/orders.md) otherwise mix
// the two builds and fail.
import { settleNodeEnvironment } from "@/lib/config/settings";

const dev = process.argv.includes("--dev");
settleNodeEnvironment(dev ? "development" : "production");
void import("@/lib/server/start-server").then(({ startServer }) => startServer({ dev, root: process.cwd() }));
