// The first part of `npm start` and `npm run dev` (scripts/start.mjs), loaded before the server: it
// settles NODE_ENV before anything loads React. React picks its development or production build by
// NODE_ENV when the process first loads it, and Next sets NODE_ENV only once it starts. Emails rendered
// in this process rather than in Next's routes (the webhook worker's "endpoint turned off",
// docs/webhooks.md; the daily summary, docs/reports.md; a ticket email, docs/orders.md) otherwise mix
// the two builds and fail.
import { settleNodeEnvironment } from "@/lib/config/settings";

settleNodeEnvironment(process.argv.includes("--dev") ? "development" : "production");
