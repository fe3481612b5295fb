// `npm start` (a production build) and `npm run dev` (`--dev`: Next's dev mode): the same server
// around Next, with the same steps before the app and the same /v1 dispatch (lib/server,
// docs/architecture.md).
//
// React picks its development or production build from NODE_ENV when first loaded, and Next sets
// it only when the app starts: a production server says so before anything loads React, or code
// rendered outside Next (a ticket email, docs/orders.md) mixes the two builds and fails.
const dev = process.argv.includes("--dev");
const env = process.env as Record<string, string | undefined>;
if (!dev) env.NODE_ENV ??= "production";
const { startServer } = await import("@/lib/server/start-server");

startServer({ dev, root: process.cwd() });

export {};
