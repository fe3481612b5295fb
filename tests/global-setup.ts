import { ensureBuild } from "../lib/server/ensure-build";
import { prepareDatabaseTemplates, testProviders } from "./support/databases";

// Runs once before the suite: makes the production build API tests start and the migrated database
// templates each test file's database is copied from, and says loudly when the PostgreSQL half of the
// suite is skipped.
export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    console.warn(
      "\n!!! TEST_DATABASE_URL is not set: PostgreSQL integration tests are SKIPPED; only SQLite runs.\n" +
        "!!! CI sets it (postgresql://postgres@127.0.0.1:5432/postgres); set it locally to run both.\n",
    );
  }
  ensureBuild(process.cwd(), (line) => console.log(line));
  await prepareDatabaseTemplates(testProviders());
}
