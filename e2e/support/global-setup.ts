import { join } from "node:path";
import { startApp } from "./foyer-process";
import { seedScenario } from "./scenario";

// Starts one Foyer for the whole run and seeds its museum. Tests find both through the environment,
// which Playwright's workers inherit from here; the returned function stops the server after the run.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const app = await startApp(join(process.cwd(), "test-results", "foyer-server.log"));
  const scenario = await seedScenario(app.databaseUrl).catch(async (error: unknown) => {
    await app.stop();
    throw error;
  });
  process.env.FOYER_E2E_BASE_URL = app.baseUrl;
  process.env.FOYER_E2E_SCENARIO = JSON.stringify(scenario);
  // The tests read the dev outbox from the same database (and sign QR codes with the same key).
  process.env.DATABASE_URL = app.databaseUrl;
  return () => app.stop();
}
