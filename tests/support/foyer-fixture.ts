import { afterAll, beforeAll } from "vitest";
import { disconnectAll } from "@/lib/db/client";
import { chooseDatabaseUrl, type DatabaseProvider } from "@/lib/db/database-url";
import { apiClient, type ApiClient } from "./api-client";
import { startFoyer, type RunningFoyer } from "./foyer-server";
import { seedMuseum, type TestMuseum } from "./seed-museum";

// The set-up every API test file shares: a real server on a fresh database for the file, its museums
// seeded, and the test process's database client pointed at the same database (chooseDatabaseUrl, so
// no test rewrites DATABASE_URL). Call it at the top of a `describe.each(testProviders())` block; it
// registers its own beforeAll/afterAll. Vitest runs afterAll hooks in reverse order, so the server
// outlives the file's own clean-up.

export interface FoyerOptions {
  /** Slugs of the museums to seed, each with one API key, in this order. */
  museums?: string[];
  /** Extra environment for the server (see startFoyer). */
  env?: Record<string, string>;
}

/** A running server for one test file; usable wherever a RunningFoyer is expected. */
export interface FoyerFixture extends RunningFoyer {
  /** The seeded museums, in the order of `museums`. */
  readonly museums: TestMuseum[];
  /** A seeded museum by slug. */
  museum(slug: string): TestMuseum;
  /** An API client for this server, as the holder of `apiKey` (none: an anonymous caller). */
  api(apiKey?: string): ApiClient;
}

export function useFoyer(provider: DatabaseProvider, options: FoyerOptions = {}): FoyerFixture {
  let server: RunningFoyer | undefined;
  const museums: TestMuseum[] = [];

  beforeAll(async () => {
    server = await startFoyer(provider, options.env);
    for (const slug of options.museums ?? []) museums.push(await seedMuseum(server.database.url, slug));
    chooseDatabaseUrl(server.database.url);
  });

  afterAll(async () => {
    await disconnectAll();
    chooseDatabaseUrl(undefined);
    await server?.stop();
  });

  const running = (): RunningFoyer => {
    if (!server) throw new Error("the server runs only inside this file's tests");
    return server;
  };
  return {
    get pid() {
      return running().pid;
    },
    get baseUrl() {
      return running().baseUrl;
    },
    get mcpUrl() {
      return running().mcpUrl;
    },
    get database() {
      return running().database;
    },
    get exited() {
      return running().exited;
    },
    output: () => running().output(),
    stop: () => running().stop(),
    museums,
    museum(slug) {
      const found = museums.find((museum) => museum.slug === slug);
      if (!found) throw new Error(`no museum "${slug}" was seeded for this file`);
      return found;
    },
    api: (apiKey) => apiClient(running().baseUrl, apiKey),
  };
}
